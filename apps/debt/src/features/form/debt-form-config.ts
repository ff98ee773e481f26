// What the create and edit forms share: which errors a change makes stale, and the domain's check
// as the form kit takes it (the command's input is what the user typed, once it passes).
import type { DebtField, DebtFormInput, Validation } from '@pitaka/domain';
import type { FormCheck, FormConfig, FormFieldsOf } from '@pitaka/remote-kit';
import { toDebtFormInput, type DebtFormValues } from './form-values';

// The errors a change makes stale: the field's own, and those whose text or field it changes.
const CLEARS: Record<keyof DebtFormValues, readonly DebtField[]> = {
  type: ['type', 'counterpartyName'],
  name: ['name'],
  counterpartyName: ['counterpartyName'],
  totalAmount: ['totalAmount', 'count'],
  paymentType: ['dueDate', 'startDate', 'count'],
  dueDate: ['dueDate'],
  startDate: ['startDate', 'count'],
  count: ['count', 'startDate'],
  frequency: [],
};

/** The part of the form's state its fields read and write. */
export type DebtFormFields = FormFieldsOf<DebtFormValues, DebtField>;

/** The form kit's configuration of a debt form checked by `rule` (create's or edit's). */
export function debtFormConfig(
  initial: DebtFormValues,
  rule: (input: DebtFormInput) => Validation<unknown, DebtField>,
): FormConfig<DebtFormValues, DebtFormInput, DebtField> {
  return {
    initial,
    clears: CLEARS,
    check: (values): FormCheck<DebtFormInput, DebtField> => {
      const input = toDebtFormInput(values);
      const result = rule(input);
      return result.ok ? { ok: true, value: input } : result;
    },
  };
}
