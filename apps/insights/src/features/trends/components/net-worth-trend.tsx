import { formatMoney, shortMonthYearLabel, type NetWorthPoint } from '@pitaka/domain';
import { MoneyText, SectionCard, SectionNote } from '@pitaka/ui';
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
  const title = accountName ? `${accountName} balance` : 'Net worth';
  const range = monthRange(points.map((point) => point.month));
  return (
    <SectionCard title={title} aside={<SectionNote>{range}</SectionNote>}>
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
    </SectionCard>
  );
}
