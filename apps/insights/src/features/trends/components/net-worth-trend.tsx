import type { NetWorthPoint } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { MoneyText, SectionCard, SectionNote } from '@pitaka/ui';
import { useInsightsText } from '../../../i18n/insights-text';
import { useFigures } from '../../../kit/figures-currency';
import { FiguresTable } from '../../../kit/figures-table';
import { TableToggle } from '../../../kit/table-toggle';
import { monthRange } from '../month-range';
import { NetWorthChart } from './net-worth-chart';

export interface NetWorthTrendProps {
  points: readonly NetWorthPoint[];
  /** The filtered account's name; null for all accounts (net worth). */
  accountName: string | null;
}

/** What all accounts (or the one filtered) held at the end of each month. */
export function NetWorthTrend({ points, accountName }: NetWorthTrendProps) {
  const text = useInsightsText();
  const { money: formatMoney } = useFigures();
  const dates = useDates();
  const title = accountName ? text('nw.of', { name: accountName }) : text('nw');
  const range = monthRange(
    points.map((point) => point.month),
    text,
    dates,
  );
  return (
    <SectionCard title={title} aside={<SectionNote>{range}</SectionNote>}>
      <NetWorthChart
        points={points}
        name={text('balance')}
        label={accountName ? text('nw.chartOf', { name: accountName, range }) : text('nw.chart', { range })}
      />
      <TableToggle>
        <FiguresTable
          caption={text('nw.caption', { title, range })}
          rowHeader={{ header: text('month'), cell: (point) => dates.shortMonthYear(point.month) }}
          columns={[
            {
              header: accountName ? text('balance') : text('nw'),
              align: 'end',
              cell: (point) => <MoneyText amount={point.balance} format={formatMoney} />,
            },
          ]}
          rows={points}
          rowKey={(point) => point.month}
        />
      </TableToggle>
    </SectionCard>
  );
}
