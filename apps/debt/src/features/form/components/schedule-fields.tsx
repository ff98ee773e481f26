import { DEBT_MAX_PAYMENTS, DEBT_MIN_PAYMENTS, type DebtFrequency } from '@pitaka/domain';
import { FieldGrid, FieldGroup, FieldLabel, Select, TextField } from '@pitaka/ui';
import { inputProps } from '@pitaka/remote-kit';
import { useDebtText } from '../../../i18n/debt-text';
import type { DebtFormFields } from '../debt-form-config';

export interface ScheduleFieldsProps {
  form: DebtFormFields;
  disabled: boolean;
}

/** Single: Due Date. Multiple: Number of Payments, Frequency and Start Date. */
export function ScheduleFields({ form, disabled }: ScheduleFieldsProps) {
  const { values, set } = form;
  const text = useDebtText();
  if (values.paymentType === 'single') {
    return (
      <TextField
        id="debt-due-date"
        label={text('form.dueDate')}
        type="date"
        {...inputProps(form, 'dueDate')}
        disabled={disabled}
      />
    );
  }
  return (
    <FieldGrid $min="12rem">
      <TextField
        id="debt-count"
        label={text('form.count')}
        type="number"
        inputMode="numeric"
        min={DEBT_MIN_PAYMENTS}
        max={DEBT_MAX_PAYMENTS}
        step={1}
        {...inputProps(form, 'count')}
        disabled={disabled}
      />
      <FieldGroup>
        <FieldLabel htmlFor="debt-frequency">{text('form.frequency')}</FieldLabel>
        <Select
          id="debt-frequency"
          value={values.frequency}
          onChange={(e) => set('frequency', e.target.value as DebtFrequency)}
          disabled={disabled}
        >
          <option value="weekly">{text('form.weekly')}</option>
          <option value="monthly">{text('form.monthly')}</option>
        </Select>
      </FieldGroup>
      <TextField
        id="debt-start-date"
        label={text('form.startDate')}
        type="date"
        {...inputProps(form, 'startDate')}
        disabled={disabled}
      />
    </FieldGrid>
  );
}
