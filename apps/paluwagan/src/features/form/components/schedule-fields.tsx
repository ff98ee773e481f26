import {
  PALUWAGAN_MAX_NUMBERS,
  PALUWAGAN_MIN_AMOUNT,
  PALUWAGAN_MIN_NUMBERS,
  firstPayoutDate,
  formatDate,
  formatPeso,
  type PaluwaganFormInput,
} from '@pitaka/domain';
import { MoneyInput, TextField } from '@pitaka/ui';
import { fieldId, payoutPreview } from '../form-values';
import { CountStepper } from './count-stepper';
import { errorFor, type FieldsProps } from './detail-fields';

export interface ScheduleFieldsProps extends FieldsProps {
  input: PaluwaganFormInput;
  /** Locked: shown, not editable. */
  disabled: boolean;
}

function firstPayoutHint(start: Date | null): string | undefined {
  if (!start) return undefined;
  return `First payout and payment: Sunday, ${formatDate(firstPayoutDate(start))}`;
}

/** Amount per number, total numbers, start date and the automatic payout per number. */
export function ScheduleFields({ values, set, input, disabled, ...errors }: ScheduleFieldsProps) {
  const payout = payoutPreview(input);
  return (
    <>
      <MoneyInput
        id={fieldId('amountPerNumber')}
        label="Amount Per Number"
        currencySymbol="₱"
        name="amountPerNumber"
        placeholder="0.00"
        step={1}
        min={PALUWAGAN_MIN_AMOUNT}
        required
        disabled={disabled}
        value={values.amountPerNumber}
        onChange={(text) => set('amountPerNumber', text)}
        error={errorFor('amountPerNumber', errors)}
      />
      <CountStepper
        id={fieldId('totalNumbers')}
        label="Total Numbers"
        name="totalNumbers"
        step={1}
        min={PALUWAGAN_MIN_NUMBERS}
        max={PALUWAGAN_MAX_NUMBERS}
        required
        disabled={disabled}
        hint={`${PALUWAGAN_MIN_NUMBERS} to ${PALUWAGAN_MAX_NUMBERS}; one payout each week`}
        value={values.totalNumbers}
        onChange={(text) => set('totalNumbers', text)}
        error={errorFor('totalNumbers', errors)}
      />
      <TextField
        id={fieldId('startDate')}
        label="Start Date"
        name="startDate"
        type="date"
        required
        disabled={disabled}
        value={values.startDate}
        onChange={(e) => set('startDate', e.target.value)}
        hint={firstPayoutHint(input.startDate)}
        error={errorFor('startDate', errors)}
      />
      <TextField
        id="paluwagan-payout"
        label="Payout Per Number"
        name="payoutPerNumber"
        readOnly
        value={formatPeso(payout ?? 0)}
        hint="Automatic: amount per number × total numbers"
      />
    </>
  );
}
