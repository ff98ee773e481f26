// Every money command goes to the trusted core: the ledger callable of the Cloud Functions
// (apps/functions), by name, with a key made once per call of the data API. A call whose answer
// was lost on the way (the connection dropped) is sent again with the same key, so the server
// applies it once; a refusal comes back as the DataError the command itself would have thrown.
import { httpsCallable, type FunctionsError } from 'firebase/functions';
import {
  fromWire,
  isJobName,
  randomId,
  toWire,
  type CallInputOf,
  type CallName,
  type JobStop,
  type OutputOf,
} from '@pitaka/ledger';
import { DataError, toDataError } from '@pitaka/platform';
import type { DomainMessage } from '@pitaka/domain';
import { isUnreachableError } from '../offline/unreachable';
import type { DataScope } from './scope';

/** Sends after a lost answer: the first try and two more, 1 s and then 2 s later. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1_000;
/** A long job may run for minutes (the function's own limit is 9). */
const JOB_TIMEOUT_MS = 540_000;
/** How often a job's progress is read while it runs. */
const PROGRESS_EVERY_MS = 500;

/** What a refusal's details carry (apps/functions/src/ledger-call.ts, `RefusalDetails`). */
interface RefusalDetails {
  code: 'refused' | 'not-found' | 'no-access';
  message: string;
  ref?: DomainMessage['ref'];
}

function isRefusalDetails(details: unknown): details is RefusalDetails {
  const d = details as Partial<RefusalDetails> | null | undefined;
  return (
    typeof d === 'object' &&
    d !== null &&
    (d.code === 'refused' || d.code === 'not-found' || d.code === 'no-access') &&
    typeof d.message === 'string'
  );
}

function isFunctionsError(error: unknown): error is FunctionsError {
  return (
    typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('functions/')
  );
}

function toCallError(error: unknown): DataError {
  const details = isFunctionsError(error) ? fromWire(error.details) : undefined;
  if (isRefusalDetails(details)) {
    const { code, message, ref } = details;
    return new DataError(code, ref ? { message, ref } : { message }, { cause: error });
  }
  return toDataError(error);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `command` on the server for the scope's user. `now` (tests) and, in the emulator, the
 * page's clock travel with it; a deployed server always uses its own.
 */
export async function callLedger<N extends CallName>(
  scope: DataScope,
  command: N,
  input: CallInputOf<N>,
  now?: Date,
): Promise<OutputOf<N>> {
  const { functions, name, emulated } = scope.ledger;
  const call = httpsCallable(functions, name, isJobName(command) ? { timeout: JOB_TIMEOUT_MS } : {});
  const clock = now ?? (emulated ? new Date() : undefined);
  const data = {
    command,
    key: randomId(),
    input: toWire(input),
    ...(clock && { clock: clock.toISOString() }),
    ...(scope.household && { household: scope.household }),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return fromWire((await call(data)).data) as OutputOf<N>;
    } catch (error) {
      if (attempt < ATTEMPTS && isUnreachableError(error)) {
        await wait(RETRY_DELAY_MS * attempt);
        continue;
      }
      throw toCallError(error);
    }
  }
}

/** Why a job stopped part-way, as the DataError a page shows. */
export function stopError(stop: JobStop): DataError {
  return new DataError(stop.code, stop.ref ? { message: stop.message, ref: stop.ref } : stop.message);
}

/**
 * `job` (a call in flight), its progress read at once and then every half second from the
 * documents it moves on, and reported until it settles (never after: the caller reports the end).
 * A failed read waits for the next.
 */
export async function withProgress<T, P>(
  job: Promise<T>,
  read: () => Promise<P>,
  report: (progress: P) => void,
): Promise<T> {
  let settled = false;
  void (async () => {
    while (!settled) {
      const progress = await read().catch(() => undefined);
      if (progress !== undefined && !settled) report(progress);
      await wait(PROGRESS_EVERY_MS);
    }
  })();
  try {
    return await job;
  } finally {
    settled = true;
  }
}
