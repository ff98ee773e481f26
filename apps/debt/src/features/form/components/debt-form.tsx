import {
  DEBT_MESSAGES,
  DEBT_MIN_TOTAL,
  debtTypeLabels,
  toPesos,
  type DebtField,
  type DebtPaymentType,
  type DebtType,
} from '@pitaka/domain';
import { errorFor, FormButtons, inputProps, useFocusOnError, valueProps } from '@pitaka/remote-kit';
import { Banner, Card, MoneyInput, RadioCardGroup, TextField, theme, type RadioCardOption } from '@pitaka/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { toDebtFormInput } from '../form-values';
import type { DebtFormFields } from '../use-debt-form';
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

const TYPE_OPTIONS: readonly RadioCardOption<DebtType>[] = [
  { value: 'owe', label: debtTypeLabels('owe').typeOption },
  { value: 'owed', label: debtTypeLabels('owed').typeOption },
];

const PAYMENT_TYPE_OPTIONS: readonly RadioCardOption<DebtPaymentType>[] = [
  { value: 'single', label: 'Single Payment' },
  { value: 'multiple', label: 'Multiple Payments' },
];

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
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  onSubmit: () => void;
}

/** The create and edit form: type, names, amount and schedule. */
export function DebtForm({ form, busy, locked = false, submitLabel, busyLabel, cancelTo, onSubmit }: DebtFormProps) {
  const { values, set, error } = form;
  const labels = debtTypeLabels(values.type);
  useFocusOnError(error, FOCUS_TARGET);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      {locked && <Banner tone="warning">{DEBT_MESSAGES.lockedNotice}</Banner>}
      {error && !error.field && <Banner tone="error">{error.message}</Banner>}
      <RadioCardGroup
        id="debt-type"
        legend="Debt Type"
        options={TYPE_OPTIONS}
        value={values.type}
        onChange={(type) => set('type', type)}
        disabled={locked}
        hint={locked ? DEBT_MESSAGES.typeLocked : undefined}
        error={errorFor(error, 'type')}
      />
      <TextField id="debt-name" label="Debt Name" autoComplete="off" {...inputProps(form, 'name')} />
      <TextField
        id="debt-counterparty"
        label={labels.counterpartyField}
        autoComplete="off"
        {...inputProps(form, 'counterpartyName')}
      />
      <MoneyInput
        id="debt-total"
        label="Total Amount"
        currencySymbol="₱"
        min={toPesos(DEBT_MIN_TOTAL)}
        {...valueProps(form, 'totalAmount')}
        disabled={locked}
      />
      <RadioCardGroup
        legend="Payment Type"
        options={PAYMENT_TYPE_OPTIONS}
        value={values.paymentType}
        onChange={(paymentType) => set('paymentType', paymentType)}
        disabled={locked}
      />
      <ScheduleFields form={form} disabled={locked} />
      {!locked && <SchedulePreview input={toDebtFormInput(values)} />}
      <Actions>
        <FormButtons busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} cancelTo={cancelTo} />
      </Actions>
    </Form>
  );
}
