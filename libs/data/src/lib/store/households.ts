// Households: the person's memberships and the invitations to them (queried across households),
// a household's members and open invitations, and the commands that make, join and keep one.
// A scope with `household` names the household; the others run in the person's own space.
import { getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { normalizeEmail, ROLES, type Invite, type Member, type Role } from '@pitaka/domain';
import { command, getOrNull, paths, runQuery, type DataScope } from './scope';
import { readValidDocs } from './malformed';

export type { ChangeRoleInput, CreateHouseholdInput, InviteMemberInput, InviteRefInput } from '@pitaka/ledger';

/** A household the person is in, as the switcher shows it. */
export interface MyHousehold {
  id: string;
  name: string;
  role: Role;
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
        return household.exists() && role ? { id: householdId, name: household.data().name, role } : null;
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
