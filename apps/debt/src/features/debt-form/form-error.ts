import type { DebtField, Invalid } from '@pitaka/domain';

export type { DebtField };

export interface DebtFormError {
  /** The field the message is about, or null for a message about the whole form. */
  field: DebtField | null;
  message: string;
}

/** A failed check, on the field @pitaka/domain says it is about (focus goes there). */
export function fieldError(failure: Invalid<DebtField>): DebtFormError {
  return { field: failure.field, message: failure.message };
}

/** A refusal of the data command: about the form as a whole, shown above it. */
export function formRefusal(message: string): DebtFormError {
  return { field: null, message };
}
