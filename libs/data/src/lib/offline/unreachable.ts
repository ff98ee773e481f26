// Which failures mean "no answer came" (the network's), as opposed to an answer from the server.
import { isDataError } from '@pitaka/platform';

/**
 * A failure that says the server could not be reached (as opposed to an answer: a refusal, a
 * missing permission). Firestore lite reports a failed fetch as 'unknown' with the fetch's message;
 * the Functions SDK as 'functions/internal' with HTTP status 0 in its message (the callable
 * framework always answers with a status, so a 0 is the network's).
 */
export function isUnreachableError(error: unknown): boolean {
  const inner = isDataError(error) && error.cause !== undefined ? error.cause : error;
  if (typeof inner !== 'object' || inner === null) return false;
  const { name, code, message } = inner as { name?: unknown; code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (name === 'ChunkLoadError') return true;
  if (inner instanceof TypeError) return /fetch|network|load failed/i.test(text);
  switch (code) {
    case 'unavailable':
    case 'deadline-exceeded':
    case 'auth/network-request-failed':
      return true;
    case 'functions/unavailable':
    case 'functions/deadline-exceeded':
      return true;
    case 'functions/internal':
      return /\[0\]$/.test(text);
    case 'unknown':
      return /^Request failed with error: .*(fetch|network|load failed)/i.test(text);
    default:
      return false;
  }
}
