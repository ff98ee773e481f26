import { toPesos, type CategorySpending } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../kit/chart/chart-canvas';
import { baseOptions, pesoAxis } from '../../../kit/chart/chart-options';

/** Horizontal bars, one per category, largest on top: long names and many categories fit a phone. */
function spendingConfig(spending: readonly CategorySpending[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: spending.map((row) => row.category),
      datasets: [
        {
          label: 'Spent',
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

export function SpendingChart({ spending, label }: { spending: readonly CategorySpending[]; label: string }) {
  const config = useMemo(() => spendingConfig(spending), [spending]);
  return <ChartCanvas config={config} height={`${4 + spending.length * 2.25}rem`} label={label} />;
}
