// /budgets: which period is shown (the address's ?period=, else today's of the kind the space
// plans by: its latest budget's, a kinsena before any), and that period's view.
import { useBudgets, useLatestBudget, useLedgerSummary, useMonthSummaries } from '@pitaka/data';
import {
  isPeriodKey,
  periodBounds,
  periodKindOf,
  periodOf,
  shiftPeriod,
  type MonthSummary,
  type PeriodKey,
  type PeriodKind,
} from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildBudgetView, monthsFor, periodsFor, type BudgetView } from './budget-view';

export type BudgetsPage =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; view: BudgetView };

export interface PeriodChoice {
  period: PeriodKey;
  kind: PeriodKind;
  /** Another period (the one before or after), or the same days as the other kind. */
  show(period: PeriodKey): void;
  showKind(kind: PeriodKind): void;
}

export function usePeriodChoice(): PeriodChoice | null {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  const latest = useLatestBudget();
  const chosen = isPeriodKey(asked) ? asked : null;
  const kind: PeriodKind | null = chosen
    ? periodKindOf(chosen)
    : latest.data !== undefined
      ? latest.data
        ? periodKindOf(latest.data.id)
        : 'kinsena'
      : latest.isError
        ? 'kinsena'
        : null;
  if (kind === null) return null;
  const period = chosen ?? periodOf(kind, today);
  const show = (next: PeriodKey) => setParams({ period: next }, { replace: false });
  return {
    period,
    kind,
    show,
    // The other kind's period holding this one's first day (a month → its first kinsena).
    showKind: (next) => show(periodOf(next, periodBounds(period).start)),
  };
}

export const previousPeriod = (period: PeriodKey) => shiftPeriod(period, -1);
export const nextPeriod = (period: PeriodKey) => shiftPeriod(period, 1);

export function useBudgetsPage(period: PeriodKey): BudgetsPage & { figuresPending: boolean } {
  const today = useToday();
  const months = useMemo(() => monthsFor(period), [period]);
  const budgets = useBudgets(useMemo(() => periodsFor(period), [period]));
  const summaries = useMonthSummaries(months);
  const ledger = useLedgerSummary();
  useLoggedError(budgets.error ?? summaries.error, 'Failed to load the budget');
  // Until the one-time rebuild has run, the summaries may miss older spending.
  const figuresPending = ledger.data !== undefined && ledger.data?.complete !== true;
  const view = useMemo(() => {
    if (!budgets.data || !summaries.data) return null;
    const byMonth = new Map<string, MonthSummary | null>(months.map((m, i) => [m, summaries.data?.[i] ?? null]));
    return buildBudgetView(period, budgets.data, byMonth, today);
  }, [budgets.data, summaries.data, months, period, today]);
  if (view) return { status: 'ready', view, figuresPending };
  if (budgets.isError || summaries.isError) {
    return {
      status: 'failed',
      retry: () => {
        budgets.refetch();
        summaries.refetch();
      },
      figuresPending,
    };
  }
  return { status: 'loading', figuresPending };
}
