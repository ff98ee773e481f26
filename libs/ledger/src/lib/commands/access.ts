// Who may run a command where. In a person's own books, only that person (the server never runs
// one anywhere else); in a household's, a member whose role allows it, checked in the command's
// own transaction, so a member removed a moment ago is refused at once.
import { HOUSEHOLD, householdMessage, noAccessTo, roleAllows, type Member, type Need } from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';

/** 'personal': in the caller's own books only; else what the caller's role must allow. */
export type Access = 'personal' | Need;

/** The caller's membership of the household the command runs in, if their role allows `need`. */
export async function requireRole(tx: LedgerTx, ctx: CommandContext, need: Need): Promise<Member> {
  const at = paths(ctx.space);
  const [household, member] = await Promise.all([tx.get(at.household), tx.get(at.member(ctx.actor.uid))]);
  const name = household?.name ?? '';
  if (!household || !member) throw new CommandError('no-access', noAccessTo(name));
  if (roleAllows(member.role, need)) return member;
  const refusal = need === 'owner' ? 'ownersOnly' : 'viewerCannotChange';
  throw new CommandError('refused', householdMessage(refusal, { household: name }));
}

/** `command`, run only where `access` allows it. */
export function withAccess<I, O>(access: Access, command: Command<I, O>): Command<I, O> {
  return async (tx, ctx, input) => {
    if (ctx.space.kind === 'personal') {
      if (ctx.actor.uid !== ctx.space.id) throw new CommandError('unexpected', 'Not your books');
    } else if (access === 'personal') {
      throw new CommandError('refused', HOUSEHOLD.personalOnly);
    } else {
      await requireRole(tx, ctx, access);
    }
    return command(tx, ctx, input);
  };
}
