import {
  PALUWAGAN_MAX_NUMBERS,
  PALUWAGAN_MIN_AMOUNT,
  PALUWAGAN_MIN_NUMBERS,
  ZERO_CENTAVOS,
  firstPayoutDate,
  formatPeso,
  toPesos,
  type DateTexts,
  type PaluwaganFormInput,
} from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { MoneyInput, TextField } from '@pitaka/ui';
import { payoutPreview } from '../form-values';
import { CountStepper } from './count-stepper';
import { usePaluwaganText, type PaluwaganText } from '../../../i18n/paluwagan-text';
import { inputProps, stepperProps, type FieldsProps } from './detail-fields';

export interface ScheduleFieldsProps extends FieldsProps {
  input: PaluwaganFormInput;
  /** Locked: shown, not editable. */
  disabled: boolean;
}

function firstPayoutHint(text: PaluwaganText, dates: DateTexts, start: Date | null): string | undefined {
  if (!start) return undefined;
  return text('form.firstPayoutHint', { date: dates.date(firstPayoutDate(start)) });
}

/** Amount per number, total numbers, start date and the automatic payout per number. */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const text = usePaluwaganText();
  const { input, disabled } = props;
  const payout = payoutPreview(input);
  const dates = useDates();
  return (
    <>
      <MoneyInput
        label={text('form.amountPerNumber')}
        currencySymbol="₱"
        placeholder="0.00"
        step={1}
        min={toPesos(PALUWAGAN_MIN_AMOUNT)}
        required
        disabled={disabled}
        {...stepperProps('amountPerNumber', props)}
      />
      <CountStepper
        label={text('form.totalNumbers')}
        step={1}
        min={PALUWAGAN_MIN_NUMBERS}
        max={PALUWAGAN_MAX_NUMBERS}
        required
        disabled={disabled}
        hint={text('form.totalNumbersHint', { min: PALUWAGAN_MIN_NUMBERS, max: PALUWAGAN_MAX_NUMBERS })}
        {...stepperProps('totalNumbers', props)}
      />
      <TextField
        label={text('form.startDate')}
        type="date"
        required
        disabled={disabled}
        hint={firstPayoutHint(text, dates, input.startDate)}
        {...inputProps('startDate', props)}
      />
      <TextField
        id="paluwagan-payout"
        label={text('form.payoutPerNumber')}
        name="payoutPerNumber"
        readOnly
        value={formatPeso(payout ?? ZERO_CENTAVOS)}
        hint={text('form.payoutHint')}
      />
    </>
  );
}
