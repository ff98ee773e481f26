import { DEBT_MAX_PAYMENTS, DEBT_MIN_PAYMENTS, type DebtFrequency } from '@pitaka/domain';
import { FieldGroup, FieldLabel, Select, TextField } from '@pitaka/ui';
import styled from 'styled-components';
import type { DebtFormValues } from '../form-values';
import { errorFor, type DebtFormError, type SetDebtFormValue } from '../use-debt-form';

const Row = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

export interface ScheduleFieldsProps {
  values: DebtFormValues;
  set: SetDebtFormValue;
  error: DebtFormError | null;
  disabled: boolean;
}

/** Single: Due Date. Multiple: Number of Payments, Frequency and Start Date. */
export function ScheduleFields({ values, set, error, disabled }: ScheduleFieldsProps) {
  if (values.paymentType === 'single') {
    return (
      <TextField
        id="debt-due-date"
        label="Due Date"
        type="date"
        value={values.dueDate}
        onChange={(e) => set('dueDate', e.target.value)}
        error={errorFor(error, 'dueDate')}
        disabled={disabled}
      />
    );
  }
  return (
    <Row>
      <TextField
        id="debt-count"
        label="Number of Payments"
        type="number"
        inputMode="numeric"
        min={DEBT_MIN_PAYMENTS}
        max={DEBT_MAX_PAYMENTS}
        step={1}
        value={values.count}
        onChange={(e) => set('count', e.target.value)}
        error={errorFor(error, 'count')}
        disabled={disabled}
      />
      <FieldGroup>
        <FieldLabel htmlFor="debt-frequency">Frequency</FieldLabel>
        <Select
          id="debt-frequency"
          value={values.frequency}
          onChange={(e) => set('frequency', e.target.value as DebtFrequency)}
          disabled={disabled}
        >
          <option value="weekly">Weekly</option>
          <option value="monthly">Monthly</option>
        </Select>
      </FieldGroup>
      <TextField
        id="debt-start-date"
        label="Start Date"
        type="date"
        value={values.startDate}
        onChange={(e) => set('startDate', e.target.value)}
        error={errorFor(error, 'startDate')}
        disabled={disabled}
      />
    </Row>
  );
}
