import { CommandError } from './command-error';
import { paths, personalSpace } from './paths';
import type { Command } from './port';
import { fromWire, toWire } from './wire';

/** A command's key: made once per user action by the client, and sent again with every retry. */
export const COMMAND_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export interface Keyed<I> {
  key: string;
  input: I;
}

/**
 * `command` applied at most once per key. The first run writes a receipt with its result in the
 * same transaction; a retry (its answer was lost on the way, so the client sent it again) reads the
 * receipt and returns that result, changing nothing. A key used before for another command is
 * refused rather than answered with the other command's result. The receipt is the caller's,
 * under their own books, wherever the command ran.
 */
export function onceByKey<I, O>(name: string, command: Command<I, O>): Command<Keyed<I>, O> {
  return async (tx, ctx, { key, input }) => {
    if (typeof key !== 'string' || !COMMAND_KEY.test(key)) {
      throw new CommandError('unexpected', 'A command key is 16 to 64 letters, digits, "-" or "_"');
    }
    // In the caller's own space wherever the command runs: a key is one person's.
    const ref = paths(personalSpace(ctx.actor.uid)).commandReceipt(key);
    const receipt = await tx.get(ref);
    if (receipt) {
      if (receipt.command !== name) {
        throw new CommandError('unexpected', `Command key ${key} was used for ${receipt.command}, not ${name}`);
      }
      return fromWire(JSON.parse(receipt.result)) as O;
    }
    const result = await command(tx, ctx, input);
    tx.set(ref, { command: name, result: JSON.stringify(toWire(result ?? null)), at: ctx.now });
    return result;
  };
}
