import { toPesos, type NetWorthPoint } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../kit/chart/chart-canvas';
import { monthlyChart, pesoAxis } from '../../../kit/chart/chart-options';

function netWorthConfig(points: readonly NetWorthPoint[]) {
  return monthlyChart(
    'line',
    points.map((point) => point.month),
    [
      {
        label: 'Balance',
        data: points.map((point) => toPesos(point.balance)),
        borderColor: theme.colors.primary,
        backgroundColor: theme.colors.primary,
        borderWidth: 2,
        pointRadius: 3,
      },
    ],
    // Net worth can be far from zero: the axis follows the values so changes stay visible.
    { ...pesoAxis, beginAtZero: false },
  );
}

export function NetWorthChart({ points, label }: { points: readonly NetWorthPoint[]; label: string }) {
  const config = useMemo(() => netWorthConfig(points), [points]);
  return <ChartCanvas config={config} height="14rem" label={label} />;
}
