import { toPesos, type Language, type NetWorthPoint } from '@pitaka/domain';
import { theme, useLanguage } from '@pitaka/ui';
import { useMemo } from 'react';
import { ChartCanvas, type SeriesChartNames } from '../../../kit/chart/chart-canvas';
import { monthlyChart, pesoAxis } from '../../../kit/chart/chart-options';

function netWorthConfig(points: readonly NetWorthPoint[], name: string, language: Language) {
  return monthlyChart(
    'line',
    points.map((point) => point.month),
    language,
    [
      {
        label: name,
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

export interface NetWorthChartProps extends SeriesChartNames {
  points: readonly NetWorthPoint[];
}

export function NetWorthChart({ points, name, label }: NetWorthChartProps) {
  const language = useLanguage();
  const config = useMemo(() => netWorthConfig(points, name, language), [points, name, language]);
  return <ChartCanvas config={config} height="14rem" label={label} />;
}
