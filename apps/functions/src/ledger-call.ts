// The one callable of the ledger: `{ command, key, input, household? }` from a signed-in user,
// run by the trusted core in that user's books, or in a household's if their role there allows
// it (ACCESS): a command at most once per key, or a long job (an import, an undo, a restore, the
// rebuild), which is resumable by itself. The answer is the result;
// a refusal travels as an HttpsError whose details carry the ledger's code, the spec's text and
// its catalogue reference, so the client shows the same words as when it ran commands itself.
import { isDomainError, normalizeEmail } from '@pitaka/domain';
import {
  ACCESS,
  JOBS,
  guardedCommand,
  fromWire,
  householdSpace,
  isCommandError,
  isDocumentId,
  isCommandName,
  isJobName,
  jobPort,
  onceByKey,
  personalSpace,
  readCallInput,
  runIn,
  toWire,
  type Actor,
  type Command,
  type Job,
  type Space,
  type StoredJobPort,
} from '@pitaka/ledger';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';

/** What the client sends. */
export interface LedgerCall {
  command: string;
  key: string;
  input: unknown;
  /** The client's clock: only the emulator uses it (see `commandTime`). */
  clock?: unknown;
  /** The household whose books the command is for; absent: the caller's own. */
  household?: unknown;
}

/** The details of a refusal, for the client's DataError. */
export interface RefusalDetails {
  code: 'refused' | 'not-found' | 'no-access';
  message: string;
  ref?: unknown;
}

const STATUS = { refused: 'failed-precondition', 'not-found': 'not-found', 'no-access': 'permission-denied' } as const;

function refusal(error: unknown): HttpsError | null {
  if (isCommandError(error) && error.code !== 'unexpected') {
    const details: RefusalDetails = { code: error.code, message: error.message, ref: error.ref };
    return new HttpsError(STATUS[error.code], error.message, toWire(details));
  }
  if (isDomainError(error)) {
    const details: RefusalDetails = { code: 'refused', message: error.message, ref: error.ref };
    return new HttpsError('failed-precondition', error.message, toWire(details));
  }
  return null;
}

/**
 * When a command runs: the server's clock. In the emulator only, the client's: tests fix the
 * browser's clock on a given day, and the day a payout may be taken or a pause starts must be
 * that day on both sides. A deployed function never reads `clock`, so no client can date a write.
 */
export function commandTime(clock: unknown, emulated: boolean, serverNow = new Date()): Date {
  if (!emulated || typeof clock !== 'string') return serverNow;
  const at = new Date(clock);
  return Number.isNaN(at.getTime()) ? serverNow : at;
}

/** The caller's own books, or the household's the call names (whose rules the command checks). */
function spaceOf(uid: string, household: unknown): Space {
  if (household === undefined) return personalSpace(uid);
  if (typeof household !== 'string' || !isDocumentId(household) || household.length > 200) {
    throw new HttpsError('invalid-argument', 'household must be the id of a household');
  }
  return householdSpace(household);
}

/** Who calls, from the verified ID token: never from the input. */
function actorOf(uid: string, token: { email?: unknown; email_verified?: unknown } | undefined): Actor {
  const email = typeof token?.email === 'string' ? normalizeEmail(token.email) : null;
  return { uid, email, emailVerified: token?.email_verified === true };
}

/**
 * Runs one call in the caller's books over `books` (the Admin SDK's); `emulated`: in the
 * Functions emulator.
 */
export async function handleLedgerCall(
  books: StoredJobPort,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  emulated = false,
): Promise<unknown> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to change your books');
  const { command, key, input, clock, household } = (request.data ?? {}) as Partial<LedgerCall>;
  if (!isCommandName(command) && !isJobName(command)) throw new HttpsError('invalid-argument', 'No such command');
  const space = spaceOf(uid, household);
  const actor = actorOf(uid, request.auth?.token);
  try {
    const read = await readCallInput(command, fromWire(input), { email: actor.email });
    const access = ACCESS[command];
    if (isJobName(command)) {
      // Each command of a job is stamped when it runs (a long job spans minutes).
      const port = jobPort(books, { space, actor, access, now: () => commandTime(clock, emulated) });
      return toWire(await (JOBS[command] as Job<unknown, unknown>)(port, read));
    }
    // The key is checked by onceByKey: a missing or malformed one is refused as invalid below.
    const body = onceByKey(command, guardedCommand(command) as Command<unknown, unknown>);
    const now = commandTime(clock, emulated);
    return toWire(
      await runIn((run) => books.transaction(run), body, { key: key as string, input: read }, { space, actor, now }),
    );
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    const refused = refusal(error);
    if (refused) throw refused;
    if (isCommandError(error)) throw new HttpsError('invalid-argument', error.message);
    logger.error(`${command} failed`, error);
    throw new HttpsError('internal', 'The command failed');
  }
}
