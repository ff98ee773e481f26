// Households: the person's memberships and the invitations to them (queried across households),
// a household's members and open invitations, and the commands that make, join and keep one.
// A scope with `household` names the household; the others run in the person's own space.
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import {
  normalizeEmail,
  ROLES,
  type ActivityEntry,
  type CurrencyCode,
  type Invite,
  type Member,
  type Role,
} from '@pitaka/domain';
import { callLedger } from './ledger-calls';
import { command, getOrNull, paths, refOf, runQuery, type DataScope } from './scope';
import { readValidDocs } from './malformed';

export type { ChangeRoleInput, CreateHouseholdInput, InviteMemberInput, InviteRefInput } from '@pitaka/ledger';

/** A household the person is in, as the switcher shows it. */
export interface MyHousehold {
  id: string;
  name: string;
  role: Role;
  /** The household's currency, its amounts' (the maker's when it was made). */
  currency: CurrencyCode;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The households the person is a member of, by name (one read per household for its name). */
export function listMyHouseholds(scope: DataScope): Promise<MyHousehold[]> {
  return runQuery(async () => {
    const snap = await getDocs(query(paths.group(scope, 'members'), where('uid', '==', scope.uid)));
    const mine = await Promise.all(
      snap.docs.map(async (member) => {
        const householdId = member.ref.parent.parent?.id;
        if (!householdId) return null;
        const household = await getDoc(paths.household({ ...scope, household: householdId }));
        const role = readValidDocs([member])[0]?.role;
        if (!household.exists() || !role) return null;
        const { name, currency } = household.data();
        return { id: householdId, name, role, currency };
      }),
    );
    return mine.filter((h): h is MyHousehold => h !== null).sort(byName);
  });
}

/** The open invitations to `email` (the signed-in person's), newest first. */
export function listMyInvites(scope: DataScope, email: string): Promise<Invite[]> {
  return runQuery(async () => {
    const snap = await getDocs(query(paths.group(scope, 'invites'), where('email', '==', normalizeEmail(email))));
    return readValidDocs(snap.docs).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  });
}

/** An invitation by its link, or null when it is gone (accepted, declined, taken back). */
export function getInvite(scope: DataScope, input: { householdId: string; inviteId: string }): Promise<Invite | null> {
  return getOrNull(paths.invite(scope, input.householdId, input.inviteId));
}

const RANK = Object.fromEntries(ROLES.map((role, i) => [role, i])) as Record<Role, number>;

/** The scope's household's members: owners first, then editors, then viewers, each by address. */
export function listMembers(scope: DataScope): Promise<Member[]> {
  return runQuery(async () => {
    const members = readValidDocs((await getDocs(paths.members(scope))).docs);
    return members.sort((a, b) => RANK[a.role] - RANK[b.role] || a.email.localeCompare(b.email));
  });
}

/** The scope's household's open invitations, newest first. */
export function listHouseholdInvites(scope: DataScope): Promise<Invite[]> {
  return runQuery(async () => {
    const invites = readValidDocs((await getDocs(paths.invites(scope))).docs);
    return invites.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  });
}

/** The most changes the activity shows (a household's latest; older ones are in the records). */
const ACTIVITY_SHOWN = 50;

/** The scope's household's latest changes, newest first. */
export function listActivity(scope: DataScope): Promise<ActivityEntry[]> {
  return runQuery(async () => {
    const snap = await getDocs(query(paths.activity(scope), orderBy('at', 'desc'), limit(ACTIVITY_SHOWN)));
    return readValidDocs(snap.docs);
  });
}

/**
 * How many changes others made to the scope's household since the person last looked at its
 * activity (at most 50 counted): their membership, then only the changes after it.
 */
export function countNewActivity(scope: DataScope): Promise<number> {
  return runQuery(async () => {
    const me = await getDoc(refOf(scope, (at) => at.member(scope.uid)));
    const seenAt = me.exists() ? me.data().seenActivityAt : undefined;
    const newer = seenAt ? [where('at', '>', seenAt)] : [];
    const snap = await getDocs(query(paths.activity(scope), ...newer, orderBy('at', 'desc'), limit(ACTIVITY_SHOWN)));
    return readValidDocs(snap.docs).filter((entry) => entry.by !== scope.uid).length;
  });
}

// ---------------------------------------------------------------------------------------------
// Commands: createHousehold, acceptInvite and declineInvite in the person's own space; the others
// in the household's (scope.household).

export const createHousehold = command('createHousehold');
export const inviteMember = command('inviteMember');
export const cancelInvite = command('cancelInvite');
export const acceptInvite = command('acceptInvite');
export const declineInvite = command('declineInvite');
export const changeRole = command('changeRole');
export const removeMember = command('removeMember');
export const leaveHousehold = command('leaveHousehold');
export const markActivitySeen = command('markActivitySeen');

/**
 * Deletes the scope's household and everything in it (a server job: the other members lose
 * access at its first commit); `name` is the household's, as the owner typed it.
 */
export async function deleteHousehold(scope: DataScope, input: { name: string }): Promise<void> {
  await callLedger(scope, 'deleteHousehold', input);
}

/**
 * Brings the person's own account `accountId` into the scope's household, with its whole history
 * (a server job for an owner of it; run again with the same account, it finishes a move cut off).
 */
export function moveAccountIn(scope: DataScope, input: { accountId: string }): Promise<{ moved: number }> {
  return callLedger(scope, 'moveAccountIn', input);
}
