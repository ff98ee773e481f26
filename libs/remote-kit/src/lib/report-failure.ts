import { toast } from 'react-toastify';

/**
 * A failed command made known: `shown` (its words, `say.ofError(error, fallback)` in the page's
 * language) in a toast, and the error logged under `logLabel`. Returns `shown`. Wording a failure
 * and raising a toast are separate: a form that only shows it uses `say.ofError` alone.
 */
export function reportFailure(shown: string, error: unknown, logLabel: string): string {
  console.error(logLabel, error);
  toast.error(shown);
  return shown;
}
