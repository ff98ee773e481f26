import { categoriesFor, inBooksCurrency, type Account, type TransactionType, categoryName } from '@pitaka/domain';
import {
  choiceProps,
  errorFor,
  FormButtons,
  inputProps,
  moneyProps,
  textLineProps,
  useFocusOnError,
  useMessageText,
} from '@pitaka/remote-kit';
import { Banner, Checkbox, MoneyInput, RadioCardGroup, TextField, type RadioCardOption } from '@pitaka/ui';
import type { FormEvent } from 'react';
import { FieldPair } from '@pitaka/ui';
import { FormActionRow as Buttons, StackedForm as Form } from '@pitaka/ui';
import { SelectField } from '@pitaka/ui';
import type { RepeatKind } from '../recurring-form-values';
import type { RecurringFormField, RecurringFormFields } from '../recurring-form-config';
import { type PlanningText, usePlanningText } from '../../../i18n/planning-text';
import { RepeatFields } from './repeat-fields';

const typeOptions = (text: PlanningText): readonly RadioCardOption<TransactionType>[] => [
  { value: 'expense', label: text('type.bill'), note: text('form.type.billNote') },
  { value: 'income', label: text('type.income'), note: text('form.type.incomeNote') },
];

const repeatOptions = (text: PlanningText): readonly { value: RepeatKind; label: string }[] => [
  { value: 'monthly', label: text('form.repeat.monthly') },
  { value: 'kinsenas', label: text('form.repeat.kinsenas') },
  { value: 'weekly', label: text('form.repeat.weekly') },
  { value: 'yearly', label: text('form.repeat.yearly') },
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
  const text = usePlanningText();
  const say = useMessageText();
  const { values, set, error } = form;
  useFocusOnError(error, FOCUS_TARGET);

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  const typeError = errorFor(error, 'type');
  const categories = categoriesFor(values.type).map((category) => ({
    value: category,
    label: say(categoryName(category)),
  }));
  // A bill is counted in the books' currency: an account kept in its own cannot pay one (#39).
  const accounts = inBooksCurrency(props.accounts).map((account) => ({ value: account.id, label: account.name }));
  return (
    <Form noValidate onSubmit={submit} aria-label={props.label} aria-busy={busy}>
      {error && !error.field && <Banner tone="error">{error.message}</Banner>}
      <TextField
        id="recurring-name"
        label={text('form.name')}
        placeholder={text('form.name.placeholder')}
        autoComplete="off"
        {...textLineProps(form, 'name')}
      />
      <RadioCardGroup
        id="recurring-type"
        legend={text('form.type')}
        options={typeOptions(text)}
        value={values.type}
        onChange={(type) => set('type', type)}
        hint={typeError ? undefined : props.typeLockedNotice}
        error={typeError}
      />
      <SelectField
        id="recurring-category"
        label={text('form.category')}
        placeholder={text('form.category.placeholder')}
        {...choiceProps(form, 'category', categories)}
      />
      <SelectField
        id="recurring-account"
        label={text('form.account')}
        placeholder={text('form.account.placeholder')}
        {...choiceProps(form, 'accountId', accounts)}
        hint={
          props.accountGone
            ? text('recurring.accountGone')
            : text(values.type === 'income' ? 'form.account.hintIncome' : 'form.account.hintBill')
        }
      />
      <MoneyInput
        id="recurring-amount"
        label={text('form.amount')}
        {...moneyProps(form, 'amount', 'PHP')}
        disabled={values.varies}
      />
      <Checkbox
        labelStyle="field"
        label={text('form.varies')}
        checked={values.varies}
        onChange={(event) => set('varies', event.target.checked)}
      />
      <SelectField
        id="recurring-repeats"
        label={text('form.repeats')}
        {...choiceProps(form, 'repeats', repeatOptions(text))}
      />
      <RepeatFields form={form} />
      <FieldPair>
        <TextField id="recurring-start" label={text('form.starts')} type="date" {...inputProps(form, 'startDate')} />
        <TextField
          id="recurring-end"
          label={text('form.ends')}
          type="date"
          {...inputProps(form, 'endDate')}
          hint={text('form.ends.hint')}
        />
      </FieldPair>
      <Buttons>
        <FormButtons busy={busy} submitLabel={props.submitLabel} busyLabel={props.busyLabel} cancelTo="/recurring" />
      </Buttons>
    </Form>
  );
}
