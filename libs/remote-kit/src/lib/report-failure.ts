import { userMessage } from '@pitaka/data/session';
import { toast } from 'react-toastify';

/**
 * A failed command: logged under `logLabel`, and its toast (the spec's exact text for a refusal,
 * otherwise the page's `fallback` text). Returns the text shown.
 */
export function reportFailure(error: unknown, fallback: string, logLabel: string): string {
  console.error(logLabel, error);
  const message = userMessage(error, fallback);
  toast.error(message);
  return message;
}
