import type { Actor, Command, CommandContext, StoredTx } from './port';
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
  /** Who (required in a household; in personal books, their owner unless given). */
  actor?: Actor;
  now?: Date;
  newId?: () => string;
}

/** The owner of personal books, as the actor when none is given (tests, in-process runs). */
export function ownerOf(space: Space): Actor {
  if (space.kind !== 'personal') throw new Error(`A command in ${space.root} needs its actor`);
  return { uid: space.id, email: null, emailVerified: false };
}

/**
 * Runs `command` inside a stored transaction an adapter opened (`transaction` may call its body
 * more than once, as Firestore retries a conflicting commit).
 */
export function runIn<I, O>(
  transaction: <T>(body: (tx: StoredTx) => Promise<T>) => Promise<T>,
  command: Command<I, O>,
  input: I,
  { space, actor = ownerOf(space), now = new Date(), newId = randomId }: RunOptions,
): Promise<O> {
  const ctx: CommandContext = { space, actor, now, newId };
  // In a household, the money documents it writes name the caller (who made, who last changed).
  const by = space.kind === 'household' ? { uid: actor.uid, root: space.root } : undefined;
  return transaction((stored) => command(typedTx(stored, by), ctx, input));
}
