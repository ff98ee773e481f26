// The save step every transaction and transfer form shares, after its own check.
import { userMessage } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { toast } from 'react-toastify';

/** A form's check: the command input, or the message to show (and the kind of refusal). */
export type FormCheck<F> = { fields: F; error: null } | { fields: null; error: string; reason?: string };

export interface SaveSteps<F> {
  setError: (message: string | null) => void;
  save: (fields: F) => Promise<unknown>;
  /** The success toast. */
  success: string;
  /** Shown (and logged) when the save fails for a reason the server does not explain. */
  failure: string;
  onDone: () => void;
  /** The add form's toast for a refused expense, beside the detailed text (spec). */
  toastInsufficientFunds?: boolean;
}

/**
 * A failed check shows its message; a passed one is saved, toasted and `onDone` runs; a failed
 * save shows the server's reason, or `failure`, and keeps the form as it is.
 */
export async function saveChecked<F>(check: FormCheck<F>, steps: SaveSteps<F>): Promise<void> {
  if (check.error !== null) {
    if (steps.toastInsufficientFunds && check.reason === 'insufficientFunds')
      toast.error(ACCOUNT_MESSAGES.insufficientFunds);
    return steps.setError(check.error);
  }
  steps.setError(null);
  try {
    await steps.save(check.fields);
    toast.success(steps.success);
    steps.onDone();
  } catch (error) {
    console.error(steps.failure, error);
    steps.setError(userMessage(error, steps.failure));
  }
}
