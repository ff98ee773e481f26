import { isDomainError } from '@pitaka/domain';

/**
 * - 'refused': a business rule said no (validation, insufficient funds, stale selection...).
 * - 'not-found': the entity the command works on does not exist (any more).
 * - 'unexpected': anything else (network, permissions, a bug). Its message is technical: pages
 *   show the spec's generic text instead (see `userMessage`).
 */
export type DataErrorCode = 'refused' | 'not-found' | 'unexpected';

/** Every error that leaves @pitaka/data. For 'refused' and 'not-found', `message` is the spec's exact text. */
export class DataError extends Error {
  override readonly name = 'DataError';
  readonly code: DataErrorCode;

  constructor(code: DataErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/** Wraps anything thrown below the data layer; DataErrors pass through, DomainErrors become 'refused'. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (isDomainError(error)) return new DataError('refused', error.message, { cause: error });
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
