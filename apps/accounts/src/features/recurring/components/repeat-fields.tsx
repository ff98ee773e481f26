import { MAX_WEEKS_BETWEEN, MONTH_NAMES, WEEKDAY_NAMES, longestDayOf } from '@pitaka/domain';
import { TextField } from '@pitaka/ui';
import { FieldPair } from '../../../kit/date-time-fields';
import { SelectField } from '../../../kit/select-field';
import { ordinal } from '../schedule-words';
import { errorFor, type RecurringFormFields } from '../use-recurring-form';

const numbered = (count: number, label: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: label(i + 1) }));

const MONTH_DAYS = numbered(31, ordinal);
const WEEKDAYS = WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: name }));
const MONTHS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The inputs the chosen repeat needs: a day of the month, weeks and a weekday, or a date of the year. */
export function RepeatFields({ form }: { form: RecurringFormFields }) {
  const { values, set, error } = form;
  switch (values.repeats) {
    case 'kinsenas':
      return null;
    case 'monthly':
      return (
        <SelectField
          id="recurring-month-day"
          label="Day of the Month"
          options={MONTH_DAYS}
          value={values.monthDay}
          onChange={(day) => set('monthDay', day)}
          hint="The 29th, 30th and 31st fall on the last day of shorter months."
          error={errorFor(error, 'monthDay')}
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
            value={values.everyWeeks}
            onChange={(event) => set('everyWeeks', event.target.value)}
            hint="1 is every week, 2 every other week."
            error={errorFor(error, 'everyWeeks')}
          />
          <SelectField
            id="recurring-weekday"
            label="Day of the Week"
            options={WEEKDAYS}
            value={values.weekday}
            onChange={(weekday) => set('weekday', weekday)}
            hint="Counted from the first one on or after the start date."
          />
        </FieldPair>
      );
    case 'yearly': {
      const days = longestDayOf(Number(values.yearMonth));
      const leapDay = values.yearMonth === '2' && values.yearDay === '29';
      return (
        <FieldPair>
          <SelectField
            id="recurring-year-month"
            label="Month"
            options={MONTHS}
            value={values.yearMonth}
            onChange={(month) => set('yearMonth', month)}
          />
          <SelectField
            id="recurring-year-day"
            label="Day"
            options={numbered(days, String)}
            value={values.yearDay}
            onChange={(day) => set('yearDay', day)}
            hint={leapDay ? 'Feb 28 in years without a Feb 29.' : undefined}
            error={errorFor(error, 'yearDay')}
          />
        </FieldPair>
      );
    }
  }
}
