import { inBooksCurrency, type Account, type CurrencyCode, type GoalField } from '@pitaka/domain';
import { choiceProps, FormButtons, inputProps, moneyProps, textLineProps, useFocusOnError } from '@pitaka/remote-kit';
import {
  Banner,
  FieldPair,
  FormActionRow as Buttons,
  MoneyInput,
  SelectField,
  StackedForm as Form,
  TextField,
} from '@pitaka/ui';
import type { FormEvent } from 'react';
import { usePlanningText } from '../../../i18n/planning-text';
import type { GoalFormFields } from '../goal-form-config';

const FOCUS_TARGET: Record<GoalField, string> = {
  name: '#goal-name',
  target: '#goal-target',
  targetDate: '#goal-date',
  accountId: '#goal-account',
};

export interface GoalFormProps {
  form: GoalFormFields;
  accounts: readonly Account[];
  currency: CurrencyCode;
  busy: boolean;
  /** Where Cancel goes. */
  cancelTo: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
}

/** New and Edit Goal: what it is for, how much, by when, and whether an account holds it. */
export function GoalForm(props: GoalFormProps) {
  const { form, busy } = props;
  const text = usePlanningText();
  useFocusOnError(form.error, FOCUS_TARGET);
  const accounts = [
    { value: '', label: text('goals.form.noAccount') },
    // A goal counts in the books' currency: an account in its own currency cannot hold it (#39).
    ...inBooksCurrency(props.accounts).map((account) => ({ value: account.id, label: account.name })),
  ];
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={props.label} aria-busy={busy}>
      {form.error && !form.error.field && <Banner tone="error">{form.error.message}</Banner>}
      <TextField
        id="goal-name"
        label={text('goals.form.name')}
        placeholder={text('goals.form.namePlaceholder')}
        autoComplete="off"
        {...textLineProps(form, 'name')}
      />
      <FieldPair $min="14rem">
        <MoneyInput
          id="goal-target"
          label={text('goals.form.target')}
          {...moneyProps(form, 'target', props.currency)}
        />
        <TextField
          id="goal-date"
          label={text('goals.form.date')}
          type="date"
          {...inputProps(form, 'targetDate')}
          hint={text('goals.form.dateHint')}
        />
      </FieldPair>
      <SelectField
        id="goal-account"
        label={text('goals.form.account')}
        {...choiceProps(form, 'accountId', accounts)}
        hint={text(form.values.accountId ? 'goals.form.accountHint' : 'goals.form.noAccountHint')}
      />
      <Buttons>
        <FormButtons
          busy={busy}
          submitLabel={props.submitLabel}
          busyLabel={props.busyLabel}
          cancelTo={props.cancelTo}
        />
      </Buttons>
    </Form>
  );
}
