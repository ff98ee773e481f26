/** A refused business action. `message` is the exact user-visible text (see messages.ts). */
export class DomainError extends Error {
  override readonly name = 'DomainError';
}

/** By name as well: each app bundles its own copy of this lib, and instanceof sees only its own. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === 'DomainError');
}

/** Throws a DomainError for a validator's message; does nothing for null. */
export function assertValid(message: string | null): void {
  if (message !== null) throw new DomainError(message);
}
