// What every insights chart shares: it fills its frame, moves only for users who allow motion, and
// counts money on its value axis in the figures' currency ('₱4.2K', 'AED 1.3K'); exact amounts
// are in the chart's table.
import { shortMonthLabel, type Language, type MonthKey } from '@pitaka/domain';
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

/** A value axis of money, labelled by `compact` (the figures' currency). */
export function moneyAxis(compact: (major: number) => string) {
  return { beginAtZero: true, ticks: { callback: (value: number | string) => compact(Number(value)) } };
}

export type MoneyAxis = ReturnType<typeof moneyAxis>;

/** A month axis: labels stay level and thin out on a phone rather than tilt. */
export const monthAxis = { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } };

type MonthlyChartType = 'bar' | 'line';

/** A chart over months, one label a month ('Nov', 'Nob' in Filipino), with a value axis of money. */
export function monthlyChart(
  type: MonthlyChartType,
  months: readonly MonthKey[],
  language: Language,
  datasets: ChartDataset<MonthlyChartType>[],
  valueAxis: MoneyAxis,
): ChartConfiguration<MonthlyChartType> {
  return {
    type,
    data: { labels: months.map((month) => shortMonthLabel(month, language)), datasets },
    options: { ...baseOptions(), scales: { y: valueAxis, x: monthAxis } },
  };
}
