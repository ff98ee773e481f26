// A household's activity: each change the trusted core makes there is recorded with it, in the
// same transaction (a refused command records nothing): who, which command, when, and its amount
// and description or name when it has them. The members' screens word the command.
import { isPositiveAmount, type Centavos } from '@pitaka/domain';
import { paths } from '../port/paths';
import type { Command } from '../port/port';

/** A subject longer than this is cut: the activity names a change, the record holds the rest. */
const SUBJECT_MAX = 200;

function summaryOf(input: unknown): { amount?: Centavos; subject?: string } {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  // An amount in an account's own currency is not in the household's: the record says it.
  const ownCurrency = fields['currency'] !== undefined || fields['fromCurrency'] !== undefined;
  const amount = ownCurrency
    ? undefined
    : ([fields['amount'], fields['totalAmount'], fields['initialBalance']].find((v) =>
        isPositiveAmount(v as Centavos),
      ) as Centavos | undefined);
  const subject = [fields['description'], fields['name'], fields['email']].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return {
    ...(amount === undefined ? {} : { amount }),
    ...(subject === undefined ? {} : { subject: subject.trim().slice(0, SUBJECT_MAX) }),
  };
}

/** `command`, its change recorded in the household's activity (nothing in a person's own books). */
export function withActivity<I, O>(name: string, command: Command<I, O>): Command<I, O> {
  return async (tx, ctx, input) => {
    const result = await command(tx, ctx, input);
    if (ctx.space.kind === 'household') {
      const id = ctx.newId();
      tx.set(paths(ctx.space).activityEntry(id), {
        id,
        by: ctx.actor.uid,
        command: name,
        at: ctx.now,
        ...summaryOf(input),
      });
    }
    return result;
  };
}
