import { categoryName, toPesos, type CategorySpending } from '@pitaka/domain';
import { useMessageText, type MessageText } from '@pitaka/remote-kit';
import { theme } from '@pitaka/ui';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas, type SeriesChartNames } from '../../../kit/chart/chart-canvas';
import { baseOptions, pesoAxis } from '../../../kit/chart/chart-options';

/** Horizontal bars, one per category, largest on top: long names and many categories fit a phone. */
function spendingConfig(
  spending: readonly CategorySpending[],
  name: string,
  say: MessageText,
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: spending.map((row) => say(categoryName(row.category))),
      datasets: [
        {
          label: name,
          data: spending.map((row) => toPesos(row.amount)),
          backgroundColor: theme.colors.expense,
          borderRadius: 4,
          maxBarThickness: 28,
        },
      ],
    },
    options: {
      ...baseOptions(),
      indexAxis: 'y',
      scales: { x: pesoAxis, y: { grid: { display: false } } },
    },
  };
}

export interface SpendingChartProps extends SeriesChartNames {
  spending: readonly CategorySpending[];
}

export function SpendingChart({ spending, label, name }: SpendingChartProps) {
  const say = useMessageText();
  const config = useMemo(() => spendingConfig(spending, name, say), [spending, name, say]);
  return <ChartCanvas config={config} height={`${4 + spending.length * 2.25}rem`} label={label} />;
}
