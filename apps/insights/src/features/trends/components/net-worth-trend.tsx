import { formatMoney, monthLabel, shortMonthYearLabel, type NetWorthPoint } from '@pitaka/domain';
import { MoneyText } from '@pitaka/ui';
import { ChartSection } from '../../../kit/chart-section';
import { FiguresTable } from '../../../kit/figures-table';
import { TableToggle } from '../../../kit/table-toggle';
import { NetWorthChart } from './net-worth-chart';

export interface NetWorthTrendProps {
  points: readonly NetWorthPoint[];
  /** The filtered account's name; null for all accounts (net worth). */
  accountName: string | null;
}

/** What all accounts (or the one filtered) held at the end of each month. */
export function NetWorthTrend({ points, accountName }: NetWorthTrendProps) {
  const title = accountName ? `${accountName} balance` : 'Net worth';
  const range = `${monthLabel(points[0].month)} to ${monthLabel(points[points.length - 1].month)}`;
  return (
    <ChartSection title={title} note={range}>
      <NetWorthChart
        points={points}
        label={`Line chart of ${accountName ? `the ${accountName} balance` : 'net worth'} at the end of each month, ${range}. Show as table lists the figures.`}
      />
      <TableToggle>
        <FiguresTable
          caption={`${title} at the end of each month, ${range}`}
          rowHeader={{ header: 'Month', cell: (point) => shortMonthYearLabel(point.month) }}
          columns={[
            {
              header: accountName ? 'Balance' : 'Net worth',
              align: 'end',
              cell: (point) => <MoneyText amount={point.balance} format={formatMoney} />,
            },
          ]}
          rows={points}
          rowKey={(point) => point.month}
        />
      </TableToggle>
    </ChartSection>
  );
}
