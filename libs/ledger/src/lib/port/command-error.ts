import { domainMessage, type DomainMessage, type MessageRef } from '@pitaka/domain';

/**
 * - 'refused': a business rule said no (validation, insufficient funds, stale selection...).
 * - 'not-found': the entity the command works on does not exist (any more).
 * - 'no-access': the caller is not (or no longer) a member of the household the books are.
 * - 'unexpected': anything else (a document the app cannot read, a bug).
 */
export type CommandErrorCode = 'refused' | 'not-found' | 'no-access' | 'unexpected';

/**
 * What a command throws to say no. For every code but 'unexpected', `message` is the spec's exact
 * text and `ref` the same message in any language. Each place that runs commands turns it into
 * its own error (the client's DataError, a callable's HttpsError).
 */
export class CommandError extends Error {
  override readonly name: string = 'CommandError';
  readonly code: CommandErrorCode;
  readonly ref?: MessageRef;

  constructor(code: CommandErrorCode, message: string | DomainMessage, options?: { cause?: unknown }) {
    const { message: text, ref } = domainMessage(message);
    super(text, options);
    this.code = code;
    if (ref) this.ref = ref;
  }
}

/** By name and shape, not class: a page may hold more than one copy of this lib. */
export function isCommandError(error: unknown): error is CommandError {
  return error instanceof Error && error.name === 'CommandError' && typeof (error as CommandError).code === 'string';
}
