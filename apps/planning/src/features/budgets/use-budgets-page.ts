// /budgets: which period is shown (the address's ?period=, else today's of the kind the space
// plans by: its latest budget's, a kinsena before any), and that period's view.
import { useBudgetView, useLatestBudget } from '@pitaka/data';
import {
  isPeriodKey,
  periodBounds,
  periodKindOf,
  periodOf,
  shiftPeriod,
  type BudgetView,
  type PeriodKey,
  type PeriodKind,
} from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { useSearchParams } from 'react-router-dom';

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
  const view = useBudgetView(period, useToday());
  useLoggedError(view.error, 'Failed to load the budget');
  const { figuresPending } = view;
  if (view.data) return { status: 'ready', view: view.data, figuresPending };
  if (view.isError) return { status: 'failed', retry: view.refetch, figuresPending };
  return { status: 'loading', figuresPending };
}
