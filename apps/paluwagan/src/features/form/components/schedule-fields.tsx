import {
  PALUWAGAN_MAX_NUMBERS,
  PALUWAGAN_MIN_AMOUNT,
  PALUWAGAN_MIN_NUMBERS,
  ZERO_CENTAVOS,
  firstPayoutDate,
  formatDate,
  formatPeso,
  toPesos,
  type PaluwaganFormInput,
} from '@pitaka/domain';
import { MoneyInput, TextField } from '@pitaka/ui';
import { payoutPreview } from '../form-values';
import { CountStepper } from './count-stepper';
import { inputProps, stepperProps, type FieldsProps } from './detail-fields';

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
export function ScheduleFields(props: ScheduleFieldsProps) {
  const { input, disabled } = props;
  const payout = payoutPreview(input);
  return (
    <>
      <MoneyInput
        label="Amount Per Number"
        currencySymbol="₱"
        placeholder="0.00"
        step={1}
        min={toPesos(PALUWAGAN_MIN_AMOUNT)}
        required
        disabled={disabled}
        {...stepperProps('amountPerNumber', props)}
      />
      <CountStepper
        label="Total Numbers"
        step={1}
        min={PALUWAGAN_MIN_NUMBERS}
        max={PALUWAGAN_MAX_NUMBERS}
        required
        disabled={disabled}
        hint={`${PALUWAGAN_MIN_NUMBERS} to ${PALUWAGAN_MAX_NUMBERS}; one payout each week`}
        {...stepperProps('totalNumbers', props)}
      />
      <TextField
        label="Start Date"
        type="date"
        required
        disabled={disabled}
        hint={firstPayoutHint(input.startDate)}
        {...inputProps('startDate', props)}
      />
      <TextField
        id="paluwagan-payout"
        label="Payout Per Number"
        name="payoutPerNumber"
        readOnly
        value={formatPeso(payout ?? ZERO_CENTAVOS)}
        hint="Automatic: amount per number × total numbers"
      />
    </>
  );
}
