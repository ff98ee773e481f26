import { type ContributionField, type CurrencyCode } from '@pitaka/domain';
import { inputProps, moneyProps, useFocusOnError, type FormFieldsOf } from '@pitaka/remote-kit';
import { Banner, Button, FieldPair, MoneyInput, StackedForm as Form, TextField } from '@pitaka/ui';
import type { FormEvent } from 'react';
import { usePlanningText } from '../../../i18n/planning-text';
import type { SetAsideValues } from '../use-set-aside';

const FOCUS_TARGET: Record<ContributionField, string> = { amount: '#set-aside-amount', date: '#set-aside-date' };

export interface SetAsideFormProps {
  form: FormFieldsOf<SetAsideValues, ContributionField>;
  currency: CurrencyCode;
  busy: boolean;
  onSubmit: () => void;
}

/** How much was set aside toward the goal, and on which day. */
export function SetAsideForm({ form, currency, busy, onSubmit }: SetAsideFormProps) {
  const text = usePlanningText();
  useFocusOnError(form.error, FOCUS_TARGET);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={text('goals.setAside.title')} aria-busy={busy}>
      {form.error && !form.error.field && <Banner tone="error">{form.error.message}</Banner>}
      <FieldPair $min="14rem">
        <MoneyInput
          id="set-aside-amount"
          label={text('goals.setAside.amount')}
          {...moneyProps(form, 'amount', currency)}
        />
        <TextField id="set-aside-date" label={text('goals.setAside.date')} type="date" {...inputProps(form, 'date')} />
      </FieldPair>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? text('goals.setAside.busy') : text('goals.setAside.submit')}
        </Button>
      </div>
    </Form>
  );
}
