import { monthLabel, type MonthKey } from '@pitaka/domain';
import { NothingToChart } from '../../../kit/nothing-to-chart';

/** A month in which nothing was earned or spent (transfers between own accounts do not count). */
export function EmptyMonth({ month }: { month: MonthKey }) {
  return (
    <NothingToChart
      title={`No income or expenses in ${monthLabel(month)}`}
      text="Transfers between your own accounts are not counted. Pick another month, or record what you earned and spent."
      actionVariant="secondary"
    />
  );
}
