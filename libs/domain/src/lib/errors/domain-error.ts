/** A refused business action. `message` is the exact user-visible text (see messages.ts). */
export class DomainError extends Error {
  override readonly name = 'DomainError';
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Throws a DomainError for a validator's message; does nothing for null. */
export function assertValid(message: string | null): void {
  if (message !== null) throw new DomainError(message);
}
