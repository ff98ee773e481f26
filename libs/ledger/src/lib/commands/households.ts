// Households: made by one person, joined by invitation, kept by its owners. The commands that run
// in a household's space are reached only through `withAccess` (access.ts), which has checked the
// caller's role by then; those that run in the caller's own space (making a household, answering
// an invitation) check what they need themselves.
import {
  HOUSEHOLD,
  HOUSEHOLD_MAX_MEMBERS,
  assertValid,
  emptyLedgerSummary,
  householdMessage,
  validateHouseholdName,
  validateInvite,
  validateRole,
  type Invite,
  type Member,
  type Role,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { docIn, householdSpace, isDocumentId, paths, type CollectionRef } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';

export interface CreateHouseholdInput {
  name: string;
}

/** A new household with its maker as its owner; its books start empty, their summaries complete. */
export const createHousehold: Command<CreateHouseholdInput, { householdId: string }> = async (tx, ctx, input) => {
  const name = assertValid(validateHouseholdName(input.name));
  const profile = await tx.get(paths(ctx.space).user);
  const householdId = ctx.newId();
  const at = paths(householdSpace(householdId));
  const { uid, email } = ctx.actor;
  tx.set(at.household, {
    id: householdId,
    name,
    currency: profile?.currency ?? 'PHP',
    createdAt: ctx.now,
    createdBy: uid,
  });
  tx.set(at.member(uid), { uid, email: email ?? '', role: 'owner', joinedAt: ctx.now, addedBy: uid });
  tx.set(at.ledgerSummary(), emptyLedgerSummary(true));
  return { householdId };
};

async function householdName(tx: LedgerTx, ctx: CommandContext): Promise<string> {
  return (await tx.get(paths(ctx.space).household))?.name ?? '';
}

async function readMembers(tx: LedgerTx, ctx: CommandContext): Promise<Member[]> {
  const at = paths(ctx.space);
  const members = await Promise.all((await tx.listIds(at.members)).map((uid) => tx.get(at.member(uid))));
  return members.filter((m): m is Member => m !== undefined);
}

export interface InviteMemberInput {
  email: string;
  role: Role;
}

/** An invitation by e-mail with a role (owners only): its id is the secret of the link. */
export const inviteMember: Command<InviteMemberInput, { inviteId: string }> = async (tx, ctx, input) => {
  const { email, role } = assertValid(validateInvite(input));
  const at = paths(ctx.space);
  const [household, members, inviteIds] = await Promise.all([
    tx.get(at.household),
    readMembers(tx, ctx),
    tx.listIds(at.invites),
  ]);
  const invites = (await Promise.all(inviteIds.map((id) => tx.get(at.invite(id))))).filter(
    (i): i is Invite => i !== undefined,
  );
  const name = household?.name ?? '';
  if (members.some((m) => m.email === email)) {
    throw new CommandError('refused', householdMessage('alreadyMember', { email, household: name }));
  }
  if (invites.some((i) => i.email === email)) {
    throw new CommandError('refused', householdMessage('alreadyInvited', { email, household: name }));
  }
  if (members.length + invites.length >= HOUSEHOLD_MAX_MEMBERS) {
    throw new CommandError('refused', householdMessage('tooManyMembers', { max: HOUSEHOLD_MAX_MEMBERS }));
  }
  const inviteId = ctx.newId();
  tx.set(at.invite(inviteId), {
    id: inviteId,
    householdId: ctx.space.id,
    householdName: name,
    email,
    role,
    invitedBy: ctx.actor.uid,
    invitedByEmail: ctx.actor.email ?? '',
    createdAt: ctx.now,
  });
  return { inviteId };
};

export interface InviteRefInput {
  householdId: string;
  inviteId: string;
}

async function readInvite(tx: LedgerTx, { householdId, inviteId }: InviteRefInput): Promise<Invite> {
  const invite = isDocumentId(householdId)
    ? await tx.get(paths(householdSpace(householdId)).invite(inviteId))
    : undefined;
  if (!invite) throw new CommandError('not-found', HOUSEHOLD.inviteNotFound);
  return invite;
}

function assertInvited(ctx: CommandContext, invite: Invite): void {
  if (ctx.actor.email !== invite.email) {
    throw new CommandError('refused', householdMessage('inviteNotYours', { email: invite.email }));
  }
}

/**
 * Joins the household with the invitation's role: only the person invited, signed in with the
 * invited e-mail address, verified. The invitation is used up.
 */
export const acceptInvite: Command<InviteRefInput, { householdId: string }> = async (tx, ctx, input) => {
  const invite = await readInvite(tx, input);
  assertInvited(ctx, invite);
  if (!ctx.actor.emailVerified) {
    throw new CommandError('refused', householdMessage('emailNotVerified', { email: invite.email }));
  }
  const at = paths(householdSpace(input.householdId));
  const [household, member] = await Promise.all([tx.get(at.household), tx.get(at.member(ctx.actor.uid))]);
  if (!household) throw new CommandError('not-found', HOUSEHOLD.inviteNotFound);
  if (!member) {
    tx.set(at.member(ctx.actor.uid), {
      uid: ctx.actor.uid,
      email: invite.email,
      role: invite.role,
      joinedAt: ctx.now,
      addedBy: invite.invitedBy,
    });
  }
  tx.delete(at.invite(invite.id));
  return { householdId: input.householdId };
};

/** The invited person says no: the invitation goes. */
export const declineInvite: Command<InviteRefInput, void> = async (tx, ctx, input) => {
  const invite = await readInvite(tx, input);
  assertInvited(ctx, invite);
  tx.delete(paths(householdSpace(input.householdId)).invite(invite.id));
};

/** An owner takes an invitation back (done, whether or not it was still open). */
export const cancelInvite: Command<{ inviteId: string }, void> = async (tx, ctx, { inviteId }) => {
  const ref = paths(ctx.space).invite(inviteId);
  if (await tx.get(ref)) tx.delete(ref);
};

/** The member `uid`, or 'That person is no longer a member'. */
async function readMember(tx: LedgerTx, ctx: CommandContext, uid: string): Promise<Member> {
  const member = await tx.get(paths(ctx.space).member(uid));
  if (!member) {
    const household = await householdName(tx, ctx);
    throw new CommandError('not-found', householdMessage('memberNotFound', { household }));
  }
  return member;
}

/** Refuses when `leaving` (an owner losing the role or going) is the household's last owner. */
async function assertNotLastOwner(tx: LedgerTx, ctx: CommandContext, leaving: Member): Promise<void> {
  if (leaving.role !== 'owner') return;
  const members = await readMembers(tx, ctx);
  if (members.some((m) => m.role === 'owner' && m.uid !== leaving.uid)) return;
  const household = await householdName(tx, ctx);
  throw new CommandError('refused', householdMessage('lastOwner', { household }));
}

export interface ChangeRoleInput {
  uid: string;
  role: Role;
}

/** An owner gives a member another role; a household always keeps an owner. */
export const changeRole: Command<ChangeRoleInput, void> = async (tx, ctx, input) => {
  const role = assertValid(validateRole(input.role));
  const member = await readMember(tx, ctx, input.uid);
  if (role !== 'owner') await assertNotLastOwner(tx, ctx, member);
  if (member.role !== role) tx.update(paths(ctx.space).member(member.uid), { role });
};

/** An owner removes a member: their next read and write are refused. */
export const removeMember: Command<{ uid: string }, void> = async (tx, ctx, input) => {
  const member = await readMember(tx, ctx, input.uid);
  await assertNotLastOwner(tx, ctx, member);
  tx.delete(paths(ctx.space).member(member.uid));
};

/** A member leaves; the last owner hands over first. */
export const leaveHousehold: Command<Record<string, never>, void> = async (tx, ctx) => {
  const member = await readMember(tx, ctx, ctx.actor.uid);
  await assertNotLastOwner(tx, ctx, member);
  tx.delete(paths(ctx.space).member(member.uid));
};

/** The person has seen the household's activity up to now: what is new is what comes after. */
export const markActivitySeen: Command<Record<string, never>, void> = async (tx, ctx) => {
  const member = await readMember(tx, ctx, ctx.actor.uid);
  tx.update(paths(ctx.space).member(member.uid), { seenActivityAt: ctx.now });
};

/**
 * The first commit of a deletion: the name as typed (exactly, spaces around it aside), then every
 * other member and every open invitation go, so nobody else reads, writes or joins from here on.
 */
export const startDeletion: Command<{ name: string }, void> = async (tx, ctx, { name }) => {
  const at = paths(ctx.space);
  const [household, members, inviteIds] = await Promise.all([
    tx.get(at.household),
    readMembers(tx, ctx),
    tx.listIds(at.invites),
  ]);
  if (!household || name.trim() !== household.name) throw new CommandError('refused', HOUSEHOLD.nameMismatch);
  for (const member of members) if (member.uid !== ctx.actor.uid) tx.delete(at.member(member.uid));
  for (const id of inviteIds) tx.delete(at.invite(id));
};

/** One page of one of the household's collections deleted. */
export const deleteDocuments: Command<{ col: CollectionRef; ids: readonly string[] }, void> = async (
  tx,
  ctx,
  { col, ids },
) => {
  if (!col.path.startsWith(`${ctx.space.root}/`))
    throw new CommandError('unexpected', `${col.path} is not in ${ctx.space.root}`);
  for (const id of ids) tx.delete(docIn(col, id));
};

/** The last commit: the caller's own membership and the household's document. */
export const finishDeletion: Command<void, void> = async (tx, ctx) => {
  const at = paths(ctx.space);
  tx.delete(at.member(ctx.actor.uid));
  tx.delete(at.household);
};
