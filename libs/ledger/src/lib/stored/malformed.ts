// Stored documents the app cannot read (out-of-range or malformed values, e.g. a balance of 1e14
// or 'abc' written by hand or by an old client). The codecs' field readers throw this; a list
// skips such a document and logs it, a single read of one fails, and the rest of the app goes on.

/** Thrown by the codecs' field readers for a stored value the app cannot use. */
export class MalformedDocumentError extends Error {
  override readonly name = 'MalformedDocumentError';
}

export function isMalformedDocumentError(error: unknown): error is MalformedDocumentError {
  return error instanceof MalformedDocumentError;
}
