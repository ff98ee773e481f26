import { categoryName, type CategorySpending } from '@pitaka/domain';
import { useMessageText, type MessageText } from '@pitaka/remote-kit';
import { theme } from '@pitaka/ui';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas, type SeriesChartNames } from '../../../kit/chart/chart-canvas';
import { baseOptions, moneyAxis } from '../../../kit/chart/chart-options';
import { useFigures, type Figures } from '../../../kit/figures-currency';

/** Horizontal bars, one per category, largest on top: long names and many categories fit a phone. */
function spendingConfig(
  spending: readonly CategorySpending[],
  name: string,
  say: MessageText,
  figures: Figures,
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: spending.map((row) => say(categoryName(row.category))),
      datasets: [
        {
          label: name,
          data: spending.map((row) => figures.major(row.amount)),
          backgroundColor: theme.colors.expense,
          borderRadius: 4,
          maxBarThickness: 28,
        },
      ],
    },
    options: {
      ...baseOptions(),
      indexAxis: 'y',
      scales: { x: moneyAxis(figures.compact), y: { grid: { display: false } } },
    },
  };
}

export interface SpendingChartProps extends SeriesChartNames {
  spending: readonly CategorySpending[];
}

export function SpendingChart({ spending, label, name }: SpendingChartProps) {
  const say = useMessageText();
  const figures = useFigures();
  const config = useMemo(() => spendingConfig(spending, name, say, figures), [spending, name, say, figures]);
  return <ChartCanvas config={config} height={`${4 + spending.length * 2.25}rem`} label={label} />;
}
