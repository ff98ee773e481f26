// What every insights chart shares: it fills its frame, moves only for users who allow motion, and
// counts money in pesos on its value axis ('₱4.2K'); exact amounts are in the chart's table.
import { formatCompactPesos, shortMonthLabel, type Language, type MonthKey } from '@pitaka/domain';
import type { ChartConfiguration, ChartDataset } from 'chart.js';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function baseOptions() {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? (false as const) : { duration: 300 },
    // Nothing answers the pointer (no tooltip), so no hover effects that promise something.
    events: [],
  };
}

/** A value axis in pesos. */
export const pesoAxis = {
  beginAtZero: true,
  ticks: { callback: (value: number | string) => formatCompactPesos(Number(value)) },
};

/** A month axis: labels stay level and thin out on a phone rather than tilt. */
export const monthAxis = { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } };

type MonthlyChartType = 'bar' | 'line';

/** A chart over months, one label a month ('Nov', 'Nob' in Filipino), with a value axis in pesos. */
export function monthlyChart(
  type: MonthlyChartType,
  months: readonly MonthKey[],
  language: Language,
  datasets: ChartDataset<MonthlyChartType>[],
  valueAxis: typeof pesoAxis = pesoAxis,
): ChartConfiguration<MonthlyChartType> {
  return {
    type,
    data: { labels: months.map((month) => shortMonthLabel(month, language)), datasets },
    options: { ...baseOptions(), scales: { y: valueAxis, x: monthAxis } },
  };
}
