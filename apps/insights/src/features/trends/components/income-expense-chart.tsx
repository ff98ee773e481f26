import type { Centavos, Language, MonthFigures } from '@pitaka/domain';
import { theme, useLanguage } from '@pitaka/ui';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../kit/chart/chart-canvas';
import { monthlyChart, moneyAxis } from '../../../kit/chart/chart-options';
import { useFigures, type Figures } from '../../../kit/figures-currency';

export const INCOME_COLOR = theme.colors.income;
export const EXPENSE_COLOR = theme.colors.expense;

const bars = (label: string, color: string, amounts: readonly Centavos[], figures: Figures) => ({
  label,
  data: amounts.map(figures.major),
  backgroundColor: color,
  borderRadius: 3,
  maxBarThickness: 18,
});

/** Two bars a month, income beside expense. */
function incomeExpenseConfig(
  rows: readonly MonthFigures[],
  [income, expense]: readonly [string, string],
  language: Language,
  figures: Figures,
) {
  return monthlyChart(
    'bar',
    rows.map((row) => row.month),
    language,
    [
      bars(
        income,
        INCOME_COLOR,
        rows.map((row) => row.income),
        figures,
      ),
      bars(
        expense,
        EXPENSE_COLOR,
        rows.map((row) => row.expense),
        figures,
      ),
    ],
    moneyAxis(figures.compact),
  );
}

export interface IncomeExpenseChartProps {
  rows: readonly MonthFigures[];
  /** The two series' names: income, expense. */
  names: readonly [string, string];
  /** What the chart shows, for screen readers. */
  label: string;
}

export function IncomeExpenseChart({ rows, names, label }: IncomeExpenseChartProps) {
  const [income, expense] = names;
  const language = useLanguage();
  const figures = useFigures();
  const config = useMemo(
    () => incomeExpenseConfig(rows, [income, expense], language, figures),
    [rows, income, expense, language, figures],
  );
  return <ChartCanvas config={config} height="16rem" label={label} />;
}
