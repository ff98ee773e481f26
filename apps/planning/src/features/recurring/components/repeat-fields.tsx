import { MAX_WEEKS_BETWEEN, longestDayOf } from '@pitaka/domain';
import { inputProps, useDates, valueProps } from '@pitaka/remote-kit';
import { TextField } from '@pitaka/ui';
import { FieldPair } from '@pitaka/ui';
import { usePlanningText } from '../../../i18n/planning-text';
import { SelectField } from '@pitaka/ui';
import { ordinal } from '../schedule-words';
import type { RecurringFormFields } from '../recurring-form-config';

const numbered = (count: number, label: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: label(i + 1) }));

const named = (names: readonly string[], first: number) =>
  names.map((name, i) => ({ value: String(i + first), label: name }));

/** The inputs the chosen repeat needs: a day of the month, weeks and a weekday, or a date of the year. */
export function RepeatFields({ form }: { form: RecurringFormFields }) {
  const { values } = form;
  const text = usePlanningText();
  const dates = useDates();
  switch (values.repeats) {
    case 'kinsenas':
      return null;
    case 'monthly':
      return (
        <SelectField
          id="recurring-month-day"
          label={text('form.monthDay')}
          options={numbered(31, (day) => ordinal(day, text))}
          {...valueProps(form, 'monthDay')}
          hint={text('form.monthDay.hint')}
        />
      );
    case 'weekly':
      return (
        <FieldPair>
          <TextField
            id="recurring-every-weeks"
            label={text('form.everyWeeks')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WEEKS_BETWEEN}
            step={1}
            {...inputProps(form, 'everyWeeks')}
            hint={text('form.everyWeeks.hint')}
          />
          <SelectField
            id="recurring-weekday"
            label={text('form.weekday')}
            options={named(dates.weekdayNames, 0)}
            {...valueProps(form, 'weekday')}
            hint={text('form.weekday.hint')}
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
            label={text('form.month')}
            options={named(dates.monthNames, 1)}
            {...valueProps(form, 'yearMonth')}
          />
          <SelectField
            id="recurring-year-day"
            label={text('form.day')}
            options={numbered(days, String)}
            {...valueProps(form, 'yearDay')}
            hint={leapDay ? text('form.day.leapHint') : undefined}
          />
        </FieldPair>
      );
    }
  }
}
