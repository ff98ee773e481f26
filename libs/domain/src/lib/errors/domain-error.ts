import type { Validation } from '../validation/result';

/** A refused business action. `message` is the exact user-visible text (see messages.ts). */
export class DomainError extends Error {
  override readonly name = 'DomainError';
}

/** By name as well: each app bundles its own copy of this lib, and instanceof sees only its own. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === 'DomainError');
}

/** The validated value, or a DomainError with the failing rule's message. */
export function assertValid<T>(result: Validation<T, string, string>): T {
  if (!result.ok) throw new DomainError(result.message);
  return result.value;
}
