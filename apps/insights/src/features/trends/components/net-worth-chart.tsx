import { shortMonthLabel, toPesos, type NetWorthPoint } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../kit/chart/chart-canvas';
import { baseOptions, monthAxis, pesoAxis } from '../../../kit/chart/chart-options';

function netWorthConfig(points: readonly NetWorthPoint[]): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: points.map((point) => shortMonthLabel(point.month)),
      datasets: [
        {
          label: 'Balance',
          data: points.map((point) => toPesos(point.balance)),
          borderColor: theme.colors.primary,
          backgroundColor: theme.colors.primary,
          borderWidth: 2,
          pointRadius: 3,
        },
      ],
    },
    options: {
      ...baseOptions(),
      // Net worth can be far from zero: the axis follows the values so changes stay visible.
      scales: { y: { ...pesoAxis, beginAtZero: false }, x: monthAxis },
    },
  };
}

export function NetWorthChart({ points, label }: { points: readonly NetWorthPoint[]; label: string }) {
  const config = useMemo(() => netWorthConfig(points), [points]);
  return <ChartCanvas config={config} height="14rem" label={label} />;
}
