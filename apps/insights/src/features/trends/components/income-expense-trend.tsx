import { formatMoney, INSIGHTS_MESSAGES, shortMonthYearLabel, type MonthKey } from '@pitaka/domain';
import { LoadError, SectionCard, SectionNote, Skeleton } from '@pitaka/ui';
import { ChartLegend } from '../../../kit/chart-legend';
import { FiguresTable } from '../../../kit/figures-table';
import { TableToggle } from '../../../kit/table-toggle';
import { monthRange } from '../month-range';
import type { Trends } from '../trends';
import { EXPENSE_COLOR, INCOME_COLOR, IncomeExpenseChart } from './income-expense-chart';

export interface IncomeExpenseTrendProps {
  months: readonly MonthKey[];
  trend: Trends['incomeExpense'];
}

/** Income against expense for each month of the year up to the picked month. */
export function IncomeExpenseTrend({ months, trend }: IncomeExpenseTrendProps) {
  const range = monthRange(months);
  return (
    <SectionCard title="Income and expense" aside={<SectionNote>{range}</SectionNote>}>
      {trend.status === 'loading' && <Skeleton label="Loading income and expense" lines={5} />}
      {trend.status === 'failed' && <LoadError message={INSIGHTS_MESSAGES.loadFailed} onRetry={trend.retry} />}
      {trend.status === 'ready' && (
        <>
          <ChartLegend
            items={[
              { label: 'Income', color: INCOME_COLOR },
              { label: 'Expense', color: EXPENSE_COLOR },
            ]}
          />
          <IncomeExpenseChart
            rows={trend.rows}
            label={`Bar chart of income and expense per month, ${range}. Show as table lists the figures.`}
          />
          <TableToggle>
            <FiguresTable
              caption={`Income and expense per month, ${range}`}
              rowHeader={{ header: 'Month', cell: (row) => shortMonthYearLabel(row.month) }}
              columns={[
                { header: 'Income', align: 'end', cell: (row) => formatMoney(row.income) },
                { header: 'Expense', align: 'end', cell: (row) => formatMoney(row.expense) },
              ]}
              rows={trend.rows}
              rowKey={(row) => row.month}
            />
          </TableToggle>
        </>
      )}
    </SectionCard>
  );
}
