// What the account forms share (setup, add, edit): the values being edited, and the save step
// (check, then send).
import type { AccountField, AccountType, DomainMessage, Validation } from '@pitaka/domain';
import { useMessageText, useShownError } from '@pitaka/remote-kit';
import { useState } from 'react';
import { fieldMessage, type AccountFormValues, type FieldMessage } from './account-form-values';

/** What to show, and log, when sending fails. */
export interface SaveFailure {
  message: DomainMessage;
  log: string;
}

/**
 * `values`: what the user typed, else `start` (which may change until they type, as an account
 * that loads). `checkAndSend(input, check, send, failed)`: a failed check shows under its field
 * (`invalid`) and nothing is sent; otherwise `send` gets the input with its type, and if that
 * throws, `failed.message` shows above the form (`failure`) and the error is logged.
 */
export function useAccountSave(start: AccountFormValues) {
  const say = useMessageText();
  const [edited, setValues] = useState<AccountFormValues | null>(null);
  const [invalid, setInvalid] = useState<FieldMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function checkAndSend<Input extends { type: AccountType | '' }>(
    input: Input,
    check: Validation<unknown, AccountField>,
    send: (input: Input & { type: AccountType }) => Promise<void>,
    failed: SaveFailure,
  ) {
    const problem = fieldMessage(check);
    setInvalid(problem);
    setFailure(null);
    if (problem || !input.type) return;
    try {
      await send({ ...input, type: input.type });
    } catch (error) {
      setFailure(say.report(error, failed.message, failed.log));
    }
  }

  const shown = useShownError(invalid);
  return { values: edited ?? start, setValues, invalid: shown, failure, checkAndSend };
}
