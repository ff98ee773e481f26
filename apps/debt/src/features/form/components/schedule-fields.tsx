import { DEBT_MAX_PAYMENTS, DEBT_MIN_PAYMENTS, type DebtFrequency } from '@pitaka/domain';
import { FieldGrid, FieldGroup, FieldLabel, Select, TextField } from '@pitaka/ui';
import { inputProps } from '@pitaka/remote-kit';
import type { DebtFormFields } from '../use-debt-form';

export interface ScheduleFieldsProps {
  form: DebtFormFields;
  disabled: boolean;
}

/** Single: Due Date. Multiple: Number of Payments, Frequency and Start Date. */
export function ScheduleFields({ form, disabled }: ScheduleFieldsProps) {
  const { values, set } = form;
  if (values.paymentType === 'single') {
    return (
      <TextField id="debt-due-date" label="Due Date" type="date" {...inputProps(form, 'dueDate')} disabled={disabled} />
    );
  }
  return (
    <FieldGrid $min="12rem">
      <TextField
        id="debt-count"
        label="Number of Payments"
        type="number"
        inputMode="numeric"
        min={DEBT_MIN_PAYMENTS}
        max={DEBT_MAX_PAYMENTS}
        step={1}
        {...inputProps(form, 'count')}
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
        {...inputProps(form, 'startDate')}
        disabled={disabled}
      />
    </FieldGrid>
  );
}
