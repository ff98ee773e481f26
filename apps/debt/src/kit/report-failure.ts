import { isDataError, userMessage } from '@pitaka/data';
import { toast } from 'react-toastify';

/**
 * A failed command: logged, and its toast (the spec's exact text for a refusal, otherwise the
 * page's generic text). Returns the text shown.
 */
export function reportFailure(error: unknown, fallback: string, what: string): string {
  console.error(what, error);
  const message = userMessage(error, fallback);
  toast.error(message);
  return message;
}

export function isRefusal(error: unknown): boolean {
  return isDataError(error) && error.code === 'refused';
}
