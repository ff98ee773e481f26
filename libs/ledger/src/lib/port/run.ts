import type { Command, CommandContext, StoredTx } from './port';
import type { Space } from './paths';
import { typedTx } from './typed-tx';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A document id as Firestore makes them: 20 random characters. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

export interface RunOptions {
  space: Space;
  now?: Date;
  newId?: () => string;
}

/**
 * Runs `command` inside a stored transaction an adapter opened (`transaction` may call its body
 * more than once, as Firestore retries a conflicting commit).
 */
export function runIn<I, O>(
  transaction: <T>(body: (tx: StoredTx) => Promise<T>) => Promise<T>,
  command: Command<I, O>,
  input: I,
  { space, now = new Date(), newId = randomId }: RunOptions,
): Promise<O> {
  const ctx: CommandContext = { space, now, newId };
  return transaction((stored) => command(typedTx(stored), ctx, input));
}
