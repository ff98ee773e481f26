import type { Validation } from '../validation/result';
import { domainMessage, type DomainMessage, type MessageRef } from './messages/catalogue';

/**
 * A refused business action. `message` is the exact user-visible English text (see messages/),
 * `ref` the same message for the screens to show in the page's language.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly ref?: MessageRef;

  constructor(message: string | DomainMessage) {
    const { message: text, ref } = domainMessage(message);
    super(text);
    if (ref) this.ref = ref;
  }
}

/** By name as well: each app bundles its own copy of this lib, and instanceof sees only its own. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === 'DomainError');
}

/** The validated value, or a DomainError with the failing rule's message. */
export function assertValid<T>(result: Validation<T, string, string>): T {
  if (!result.ok) throw new DomainError(result);
  return result.value;
}
