import { INSIGHTS, type MonthKey } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { LoadError, SectionCard, SectionNote, Skeleton } from '@pitaka/ui';
import { useInsightsText } from '../../../i18n/insights-text';
import { useFigures } from '../../../kit/figures-currency';
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
  const text = useInsightsText();
  const { money: formatMoney } = useFigures();
  const say = useMessageText();
  const dates = useDates();
  const range = monthRange(months, text, dates);
  return (
    <SectionCard title={text('ie')} aside={<SectionNote>{range}</SectionNote>}>
      {trend.status === 'loading' && <Skeleton label={text('ie.loading')} lines={5} />}
      {trend.status === 'failed' && <LoadError message={say(INSIGHTS.loadFailed)} onRetry={trend.retry} />}
      {trend.status === 'ready' && (
        <>
          <ChartLegend
            items={[
              { label: text('income'), color: INCOME_COLOR },
              { label: text('expense'), color: EXPENSE_COLOR },
            ]}
          />
          <IncomeExpenseChart
            rows={trend.rows}
            names={[text('income'), text('expense')]}
            label={text('ie.chart', { range })}
          />
          <TableToggle>
            <FiguresTable
              caption={text('ie.caption', { range })}
              rowHeader={{ header: text('month'), cell: (row) => dates.shortMonthYear(row.month) }}
              columns={[
                { header: text('income'), align: 'end', cell: (row) => formatMoney(row.income) },
                { header: text('expense'), align: 'end', cell: (row) => formatMoney(row.expense) },
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
