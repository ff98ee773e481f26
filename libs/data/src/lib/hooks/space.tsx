// Which books the signed-in person is working in: their own, or a household's (with their role
// there). The shell chooses it and provides it around the signed-in area; every data hook reads
// and writes in it, and caches under a key of its own, so switching never shows the figures of
// the space before (the new space's queries start from nothing or from its own cached copy).
import { createContext, useContext, type ReactNode } from 'react';
import type { CurrencyCode, Role } from '@pitaka/domain';

export interface HouseholdChoice {
  id: string;
  name: string;
  role: Role;
  /** Its amounts' currency; absent in a choice remembered before it was kept (then the default). */
  currency?: CurrencyCode;
}

/** The current space: a household, or the person's own books (null). */
export type CurrentSpace = HouseholdChoice | null;

const SpaceContext = createContext<CurrentSpace>(null);

export function SpaceProvider({ space, children }: { space: CurrentSpace; children: ReactNode }) {
  return <SpaceContext.Provider value={space}>{children}</SpaceContext.Provider>;
}

/** The household the person is working in, or null in their own books. */
export function useCurrentSpace(): CurrentSpace {
  return useContext(SpaceContext);
}

/**
 * Where a hook runs: undefined, the current space; null, the person's own books whatever the
 * current space (their households, their invitations); an id, that household (its members page).
 */
export type SpaceTarget = string | null | undefined;

/** The key every cached query of a space starts with: the uid alone for the person's own books. */
export function spaceKey(uid: string, household: string | null): string {
  return household ? `${uid}~${household}` : uid;
}

/** The household of one of the person's space keys; null for their own books or anyone else's key. */
export function householdOfKey(uid: string, key: unknown): string | null {
  return typeof key === 'string' && key.startsWith(`${uid}~`) ? key.slice(uid.length + 1) : null;
}

/** True for a key of any of the person's spaces: their own books or one of their households. */
export function isSpaceKeyOf(uid: string, key: unknown): boolean {
  return key === uid || householdOfKey(uid, key) !== null;
}
