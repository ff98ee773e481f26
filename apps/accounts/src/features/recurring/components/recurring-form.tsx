import { categoriesFor, type Account, type TransactionType } from '@pitaka/domain';
import {
  choiceProps,
  errorFor,
  FormButtons,
  inputProps,
  moneyProps,
  textLineProps,
  useFocusOnError,
} from '@pitaka/remote-kit';
import { Banner, Checkbox, MoneyInput, RadioCardGroup, TextField, type RadioCardOption } from '@pitaka/ui';
import type { FormEvent } from 'react';
import { FieldPair } from '../../../kit/date-time-fields';
import { Buttons, Form } from '../../../kit/form-layout';
import { SelectField } from '../../../kit/select-field';
import type { RepeatKind } from '../recurring-form-values';
import { RECURRING_TEXTS } from '../recurring-texts';
import type { RecurringFormField, RecurringFormFields } from '../use-recurring-form';
import { RepeatFields } from './repeat-fields';

const TYPE_OPTIONS: readonly RadioCardOption<TransactionType>[] = [
  { value: 'expense', label: 'Bill', note: 'Money you pay' },
  { value: 'income', label: 'Income', note: 'Money you receive' },
];

const REPEAT_OPTIONS: readonly { value: RepeatKind; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'kinsenas', label: 'Twice a month (15th and last day)' },
  { value: 'weekly', label: 'Every week or every few weeks' },
  { value: 'yearly', label: 'Yearly' },
];

// Where focus goes for an error about an input.
const FOCUS_TARGET: Record<RecurringFormField, string> = {
  name: '#recurring-name',
  type: '#recurring-type input:checked',
  category: '#recurring-category',
  accountId: '#recurring-account',
  amount: '#recurring-amount',
  monthDay: '#recurring-month-day',
  everyWeeks: '#recurring-every-weeks',
  yearDay: '#recurring-year-day',
  startDate: '#recurring-start',
  endDate: '#recurring-end',
};

export interface RecurringFormProps {
  form: RecurringFormFields;
  /** The user's accounts: the one it is usually paid from or received into. */
  accounts: readonly Account[];
  busy: boolean;
  /** An occurrence is paid: the type stays (its reversal would go the wrong way). */
  typeLockedNotice?: string;
  /** The item's account was deleted: another must be chosen. */
  accountGone?: boolean;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
}

/** Add and Edit Recurring: what it is, where the money goes, how much, and when it repeats. */
export function RecurringForm(props: RecurringFormProps) {
  const { form, busy } = props;
  const { values, set, error } = form;
  useFocusOnError(error, FOCUS_TARGET);

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  const typeError = errorFor(error, 'type');
  const categories = categoriesFor(values.type).map((category) => ({ value: category, label: category }));
  const accounts = props.accounts.map((account) => ({ value: account.id, label: account.name }));
  return (
    <Form noValidate onSubmit={submit} aria-label={props.label} aria-busy={busy}>
      {error && !error.field && <Banner tone="error">{error.message}</Banner>}
      <TextField
        id="recurring-name"
        label="Name"
        placeholder="e.g. Meralco, Rent, Salary"
        autoComplete="off"
        {...textLineProps(form, 'name')}
      />
      <RadioCardGroup
        id="recurring-type"
        legend="Type"
        options={TYPE_OPTIONS}
        value={values.type}
        onChange={(type) => set('type', type)}
        hint={typeError ? undefined : props.typeLockedNotice}
        error={typeError}
      />
      <SelectField
        id="recurring-category"
        label="Category"
        placeholder="Select a category"
        {...choiceProps(form, 'category', categories)}
      />
      <SelectField
        id="recurring-account"
        label="Account"
        placeholder="Select an account"
        {...choiceProps(form, 'accountId', accounts)}
        hint={
          props.accountGone
            ? RECURRING_TEXTS.accountGone
            : values.type === 'income'
              ? 'The account it is usually received into.'
              : 'The account it is usually paid from.'
        }
      />
      <MoneyInput id="recurring-amount" label="Amount" {...moneyProps(form, 'amount', '₱')} disabled={values.varies} />
      <Checkbox
        labelStyle="field"
        label="Varies (ask when paid)"
        checked={values.varies}
        onChange={(event) => set('varies', event.target.checked)}
      />
      <SelectField id="recurring-repeats" label="Repeats" {...choiceProps(form, 'repeats', REPEAT_OPTIONS)} />
      <RepeatFields form={form} />
      <FieldPair>
        <TextField id="recurring-start" label="Starts" type="date" {...inputProps(form, 'startDate')} />
        <TextField
          id="recurring-end"
          label="Ends"
          type="date"
          {...inputProps(form, 'endDate')}
          hint="Optional: leave it empty if it has no end."
        />
      </FieldPair>
      <Buttons>
        <FormButtons busy={busy} submitLabel={props.submitLabel} busyLabel={props.busyLabel} cancelTo="/recurring" />
      </Buttons>
    </Form>
  );
}
