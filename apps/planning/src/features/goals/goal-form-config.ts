// The New and Edit Goal form: what its inputs hold (text, a 'YYYY-MM-DD' Manila day, '' for no
// account), and the form kit's configuration over the domain's validateGoal.
import {
  fromDateInputValue,
  parseAmount,
  toAmountInputValue,
  toDateInputValue,
  validateGoal,
  type Account,
  type CurrencyCode,
  type Goal,
  type GoalField,
  type GoalInput,
} from '@pitaka/domain';
import type { FormConfig, FormFieldsOf } from '@pitaka/remote-kit';

export interface GoalFormValues {
  name: string;
  target: string;
  /** '' for no date. */
  targetDate: string;
  /** '' for none: progress is then what is set aside toward it. */
  accountId: string;
}

export const NEW_GOAL: GoalFormValues = { name: '', target: '', targetDate: '', accountId: '' };

/** The edit form's starting values; a linked account that no longer exists is left unchosen. */
export function goalValuesOf(goal: Goal, accounts: readonly Account[]): GoalFormValues {
  return {
    name: goal.name,
    target: toAmountInputValue(goal.target),
    targetDate: goal.targetDate ? toDateInputValue(goal.targetDate) : '',
    accountId: accounts.some((a) => a.id === goal.accountId) ? (goal.accountId ?? '') : '',
  };
}

export type GoalFormFields = FormFieldsOf<GoalFormValues, GoalField>;

export function goalFormConfig(
  initial: GoalFormValues,
  currency: CurrencyCode,
): FormConfig<GoalFormValues, GoalInput, GoalField> {
  return {
    initial,
    check: (values) => {
      const input: GoalInput = {
        name: values.name,
        target: parseAmount(values.target),
        // A day that does not parse is refused, never taken for "no date".
        targetDate: values.targetDate === '' ? null : (fromDateInputValue(values.targetDate) ?? new Date(Number.NaN)),
        accountId: values.accountId,
      };
      const result = validateGoal(input, currency);
      return result.ok ? { ok: true, value: { ...input, name: result.value.name } } : result;
    },
  };
}
