import type { Language, NetWorthPoint } from '@pitaka/domain';
import { theme, useLanguage } from '@pitaka/ui';
import { useMemo } from 'react';
import { ChartCanvas, type SeriesChartNames } from '../../../kit/chart/chart-canvas';
import { monthlyChart, moneyAxis } from '../../../kit/chart/chart-options';
import { useFigures, type Figures } from '../../../kit/figures-currency';

function netWorthConfig(points: readonly NetWorthPoint[], name: string, language: Language, figures: Figures) {
  return monthlyChart(
    'line',
    points.map((point) => point.month),
    language,
    [
      {
        label: name,
        data: points.map((point) => figures.major(point.balance)),
        borderColor: theme.colors.primary,
        backgroundColor: theme.colors.primary,
        borderWidth: 2,
        pointRadius: 3,
      },
    ],
    // Net worth can be far from zero: the axis follows the values so changes stay visible.
    { ...moneyAxis(figures.compact), beginAtZero: false },
  );
}

export interface NetWorthChartProps extends SeriesChartNames {
  points: readonly NetWorthPoint[];
}

export function NetWorthChart({ points, name, label }: NetWorthChartProps) {
  const language = useLanguage();
  const figures = useFigures();
  const config = useMemo(() => netWorthConfig(points, name, language, figures), [points, name, language, figures]);
  return <ChartCanvas config={config} height="14rem" label={label} />;
}
