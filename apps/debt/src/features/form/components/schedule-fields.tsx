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
  const dateField = (id: string, field: 'dueDate' | 'startDate', label: string) => (
    <TextField id={id} label={label} type="date" {...inputProps(form, field)} disabled={disabled} />
  );
  if (values.paymentType === 'single') return dateField('debt-due-date', 'dueDate', text('form.dueDate'));
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
      {dateField('debt-start-date', 'startDate', text('form.startDate'))}
    </FieldGrid>
  );
}
