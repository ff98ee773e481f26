// Which books the signed-in person works in, remembered on this device per person: their own, or
// one of their households. The choice is shown at once on the next start (with the name and role
// remembered with it) and checked against their memberships as soon as those are read: a household
// they are no longer in is dropped, its cached figures deleted, and they are told.
import {
  SpaceProvider,
  useForgetHousehold,
  useForgetHouseholdsBut,
  useFreshOnReturn,
  useMyHouseholds,
  useRefreshMyHouseholds,
  type CurrentSpace,
  type HouseholdChoice,
} from '@pitaka/data';
import { isCurrencyCode, isRole, noAccessTo } from '@pitaka/domain';
import { useCurrentUser } from '@pitaka/platform';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMessageText } from '@pitaka/remote-kit';
import { toast } from 'react-toastify';

const storageKey = (uid: string) => `pitaka.space.${uid}`;

function remembered(uid: string): HouseholdChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(uid)) ?? 'null') as Partial<HouseholdChoice> | null;
    if (!stored || typeof stored.id !== 'string' || typeof stored.name !== 'string' || !isRole(stored.role))
      return null;
    const { id, name, role, currency } = stored;
    return { id, name, role, ...(isCurrencyCode(currency) ? { currency } : {}) };
  } catch {
    return null;
  }
}

function remember(uid: string, choice: HouseholdChoice | null) {
  try {
    if (choice) localStorage.setItem(storageKey(uid), JSON.stringify(choice));
    else localStorage.removeItem(storageKey(uid));
  } catch {
    // A device that keeps nothing starts in the person's own books next time.
  }
}

interface SpaceChoice {
  space: CurrentSpace;
  choose(household: HouseholdChoice | null): void;
}

const ChoiceContext = createContext<SpaceChoice>({ space: null, choose: () => undefined });

/** The current space and how to change it (the switcher, the households pages). */
export function useSpaceChoice(): SpaceChoice {
  return useContext(ChoiceContext);
}

/** Provides the chosen space to every data hook below it (the frame, its pages, the remotes). */
export function SpaceChoiceProvider({ children }: { children: ReactNode }) {
  const { uid } = useCurrentUser();
  const refresh = useRefreshMyHouseholds();
  const forget = useForgetHousehold();
  const forgetAllBut = useForgetHouseholdsBut();
  const say = useMessageText();
  const households = useMyHouseholds();
  // With when it was chosen: only memberships read after that can say the person is not in it
  // (a household made or joined a moment ago is not in the list read before).
  const [choice, setChoice] = useState(() => ({ chosen: remembered(uid), at: 0 }));
  const { chosen } = choice;

  const choose = useCallback(
    (household: HouseholdChoice | null) => {
      remember(uid, household);
      setChoice({ chosen: household, at: Date.now() });
      void refresh();
    },
    [uid, refresh],
  );

  // The memberships as read now decide: the name and role may have changed, or the person was
  // removed (then the household's cached figures go, and they are told). Before they are read, the
  // choice as remembered.
  const current = households.data?.find((h) => h.id === chosen?.id) ?? null;
  const confirmed = households.isSuccess && households.dataUpdatedAt >= choice.at;
  const lost = chosen !== null && confirmed && !current ? chosen : null;
  const space = lost ? null : (current ?? chosen);
  useFreshOnReturn(space?.id ?? null);
  useEffect(() => {
    if (!lost) return;
    forget(lost.id);
    remember(uid, null);
    toast.error(say(noAccessTo(lost.name)), { toastId: `no-access-${lost.id}` });
  }, [lost, forget, uid, say]);
  useEffect(() => {
    if (current) remember(uid, current);
  }, [current, uid]);
  // What the device kept of households the person has left since (removed while another was
  // chosen, or while offline) goes once the memberships are read.
  const memberships = confirmed ? households.data : undefined;
  useEffect(() => {
    if (memberships) forgetAllBut(memberships.map((h) => h.id));
  }, [memberships, forgetAllBut]);

  const value = useMemo(() => ({ space, choose }), [space, choose]);
  return (
    <ChoiceContext.Provider value={value}>
      <SpaceProvider space={space}>{children}</SpaceProvider>
    </ChoiceContext.Provider>
  );
}
