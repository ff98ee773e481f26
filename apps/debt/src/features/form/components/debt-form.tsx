import { DEBT, DEBT_MIN_TOTAL, toPesos, type DebtField, type DebtPaymentType, type DebtType } from '@pitaka/domain';
import { errorFor, FormButtons, inputProps, useFocusOnError, useMessageText, valueProps } from '@pitaka/remote-kit';
import { Banner, Card, MoneyInput, RadioCardGroup, TextField, theme, type RadioCardOption } from '@pitaka/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';
import { toDebtFormInput } from '../form-values';
import type { DebtFormFields } from '../debt-form-config';
import { ScheduleFields } from './schedule-fields';
import { SchedulePreview } from './schedule-preview';

const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 44rem;
  @media (min-width: ${theme.breakpoints.mobile}) {
    padding: 1.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  padding-top: 0.25rem;
  @media (max-width: ${theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

const TYPES: readonly DebtType[] = ['owe', 'owed'];
const PAYMENT_TYPES: readonly DebtPaymentType[] = ['single', 'multiple'];

// Where focus goes for an error about a field.
const FOCUS_TARGET: Record<DebtField, string> = {
  type: '#debt-type input:checked',
  name: '#debt-name',
  counterpartyName: '#debt-counterparty',
  totalAmount: '#debt-total',
  dueDate: '#debt-due-date',
  startDate: '#debt-start-date',
  count: '#debt-count',
};

export interface DebtFormProps {
  form: DebtFormFields;
  busy: boolean;
  /** A payment is marked: only the name and the counterparty can change. */
  locked?: boolean;
  /** Create Debt (Creating...) or Save Changes (Saving...). */
  mode: 'create' | 'edit';
  cancelTo: string;
  onSubmit: () => void;
}

/** The create and edit form: type, names, amount and schedule. */
export function DebtForm({ form, busy, locked = false, mode, cancelTo, onSubmit }: DebtFormProps) {
  const { values, set, error } = form;
  const text = useDebtText();
  const say = useMessageText();
  useFocusOnError(error, FOCUS_TARGET);
  const typeOptions = TYPES.map((type): RadioCardOption<DebtType> => ({
    value: type,
    label: text(`${type}.typeOption`),
  }));
  const paymentTypeOptions = PAYMENT_TYPES.map((paymentType): RadioCardOption<DebtPaymentType> => ({
    value: paymentType,
    label: text(`form.${paymentType}`),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      {locked && <Banner tone="warning">{say(DEBT.lockedNotice)}</Banner>}
      {error && !error.field && <Banner tone="error">{error.message}</Banner>}
      <RadioCardGroup
        id="debt-type"
        legend={text('form.type')}
        options={typeOptions}
        value={values.type}
        onChange={(type) => set('type', type)}
        disabled={locked}
        hint={locked ? say(DEBT.typeLocked) : undefined}
        error={errorFor(error, 'type')}
      />
      <TextField id="debt-name" label={text('form.name')} autoComplete="off" {...inputProps(form, 'name')} />
      <TextField
        id="debt-counterparty"
        label={text(`${values.type}.counterpartyField`)}
        autoComplete="off"
        {...inputProps(form, 'counterpartyName')}
      />
      <MoneyInput
        id="debt-total"
        label={text('form.total')}
        currencySymbol="₱"
        min={toPesos(DEBT_MIN_TOTAL)}
        {...valueProps(form, 'totalAmount')}
        disabled={locked}
      />
      <RadioCardGroup
        legend={text('form.paymentType')}
        options={paymentTypeOptions}
        value={values.paymentType}
        onChange={(paymentType) => set('paymentType', paymentType)}
        disabled={locked}
      />
      <ScheduleFields form={form} disabled={locked} />
      {!locked && <SchedulePreview input={toDebtFormInput(values)} />}
      <Actions>
        <FormButtons
          busy={busy}
          submitLabel={text(`${mode}.submit`)}
          busyLabel={text(`${mode}.busy`)}
          cancelTo={cancelTo}
        />
      </Actions>
    </Form>
  );
}
