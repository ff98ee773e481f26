// The save step every transaction and transfer form shares, after its own check.
import { ACCOUNT, type DomainMessage } from '@pitaka/domain';
import type { MessageText } from '@pitaka/remote-kit';
import { toast } from 'react-toastify';

/** A form's check: the command input, or the message to show (and the kind of refusal). */
export type FormCheck<F> = { fields: F; error: null } | { fields: null; error: DomainMessage; reason?: string };

export interface SaveSteps<F> {
  /** The page's words for the domain's messages (useMessageText). */
  say: MessageText;
  setError: (message: string | null) => void;
  save: (fields: F) => Promise<unknown>;
  /** The success toast. */
  success: DomainMessage;
  /** Shown (and logged) when the save fails for a reason the server does not explain. */
  failure: DomainMessage;
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
      toast.error(steps.say(ACCOUNT.insufficientFunds));
    return steps.setError(steps.say(check.error));
  }
  steps.setError(null);
  try {
    await steps.save(check.fields);
    toast.success(steps.say(steps.success));
    steps.onDone();
  } catch (error) {
    console.error(steps.failure.message, error);
    steps.setError(steps.say.ofError(error, steps.failure));
  }
}
