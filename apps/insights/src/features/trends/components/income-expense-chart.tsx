import { toPesos, type Centavos, type MonthFigures } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../kit/chart/chart-canvas';
import { monthlyChart } from '../../../kit/chart/chart-options';

export const INCOME_COLOR = theme.colors.income;
export const EXPENSE_COLOR = theme.colors.expense;

const bars = (label: string, color: string, amounts: readonly Centavos[]) => ({
  label,
  data: amounts.map(toPesos),
  backgroundColor: color,
  borderRadius: 3,
  maxBarThickness: 18,
});

/** Two bars a month, income beside expense. */
function incomeExpenseConfig(rows: readonly MonthFigures[]) {
  return monthlyChart(
    'bar',
    rows.map((row) => row.month),
    [
      bars(
        'Income',
        INCOME_COLOR,
        rows.map((row) => row.income),
      ),
      bars(
        'Expense',
        EXPENSE_COLOR,
        rows.map((row) => row.expense),
      ),
    ],
  );
}

export function IncomeExpenseChart({ rows, label }: { rows: readonly MonthFigures[]; label: string }) {
  const config = useMemo(() => incomeExpenseConfig(rows), [rows]);
  return <ChartCanvas config={config} height="16rem" label={label} />;
}
