import type { MonthKey } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { useInsightsText } from '../../../i18n/insights-text';
import { NothingToChart } from '../../../kit/nothing-to-chart';

/** A month in which nothing was earned or spent (transfers between own accounts do not count). */
export function EmptyMonth({ month }: { month: MonthKey }) {
  const text = useInsightsText();
  const dates = useDates();
  return (
    <NothingToChart
      title={text('empty.title', { month: dates.month(month) })}
      text={text('empty.text')}
      actionVariant="secondary"
    />
  );
}
