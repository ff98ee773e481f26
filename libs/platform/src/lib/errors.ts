import { isDomainError, type DomainMessage } from '@pitaka/domain';
import { CommandError, isCommandError, type CommandErrorCode } from '@pitaka/ledger/errors';

/**
 * - 'refused': a business rule said no (validation, insufficient funds, stale selection...).
 * - 'not-found': the entity the command works on does not exist (any more).
 * - 'no-access': the person is not (or no longer) a member of the household they asked for.
 * - 'unexpected': anything else (network, permissions, a bug). Its message is technical: pages
 *   show the spec's generic text instead (see `userMessage`).
 */
export type DataErrorCode = CommandErrorCode;

/**
 * Every error that leaves @pitaka/data: the ledger's CommandError as the client knows it. For
 * 'refused' and 'not-found', `message` is the spec's exact text, and `ref` the same message in any
 * language. The class lives in the platform (one shared copy per page), so `isDataError` and
 * `userMessage` work on the sign-in screens without the data hooks.
 */
export class DataError extends CommandError {
  override readonly name: string = 'DataError';
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/**
 * Wraps anything thrown below the data layer; DataErrors pass through, the ledger's CommandErrors
 * keep their code, DomainErrors become 'refused'.
 */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (isCommandError(error)) {
    const message: DomainMessage = error.ref ? { message: error.message, ref: error.ref } : { message: error.message };
    return new DataError(error.code, message, { cause: error });
  }
  if (isDomainError(error)) return new DataError('refused', error, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new DataError('unexpected', message, { cause: error });
}

/**
 * What a page shows for a failed query or command: the spec's message for a refusal or a
 * missing entity, otherwise the page's generic text (e.g. 'Failed to add transaction').
 */
export function userMessage(error: unknown, fallback: string): string {
  return isDataError(error) && error.code !== 'unexpected' ? error.message : fallback;
}
