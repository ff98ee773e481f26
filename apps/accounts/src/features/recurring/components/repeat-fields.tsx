import { MAX_WEEKS_BETWEEN, MONTH_NAMES, WEEKDAY_NAMES, longestDayOf } from '@pitaka/domain';
import { inputProps, valueProps } from '@pitaka/remote-kit';
import { TextField } from '@pitaka/ui';
import { FieldPair } from '../../../kit/date-time-fields';
import { SelectField } from '../../../kit/select-field';
import { ordinal } from '../schedule-words';
import type { RecurringFormFields } from '../use-recurring-form';

const numbered = (count: number, label: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: label(i + 1) }));

const MONTH_DAYS = numbered(31, ordinal);
const WEEKDAYS = WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: name }));
const MONTHS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The inputs the chosen repeat needs: a day of the month, weeks and a weekday, or a date of the year. */
export function RepeatFields({ form }: { form: RecurringFormFields }) {
  const { values } = form;
  switch (values.repeats) {
    case 'kinsenas':
      return null;
    case 'monthly':
      return (
        <SelectField
          id="recurring-month-day"
          label="Day of the Month"
          options={MONTH_DAYS}
          {...valueProps(form, 'monthDay')}
          hint="The 29th, 30th and 31st fall on the last day of shorter months."
        />
      );
    case 'weekly':
      return (
        <FieldPair>
          <TextField
            id="recurring-every-weeks"
            label="Repeat Every (Weeks)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WEEKS_BETWEEN}
            step={1}
            {...inputProps(form, 'everyWeeks')}
            hint="1 is every week, 2 every other week."
          />
          <SelectField
            id="recurring-weekday"
            label="Day of the Week"
            options={WEEKDAYS}
            {...valueProps(form, 'weekday')}
            hint="Counted from the first one on or after the start date."
          />
        </FieldPair>
      );
    case 'yearly': {
      const days = longestDayOf(Number(values.yearMonth));
      const leapDay = values.yearMonth === '2' && values.yearDay === '29';
      return (
        <FieldPair>
          <SelectField id="recurring-year-month" label="Month" options={MONTHS} {...valueProps(form, 'yearMonth')} />
          <SelectField
            id="recurring-year-day"
            label="Day"
            options={numbered(days, String)}
            {...valueProps(form, 'yearDay')}
            hint={leapDay ? 'Feb 28 in years without a Feb 29.' : undefined}
          />
        </FieldPair>
      );
    }
  }
}
