import { useBudgetView, useCurrency, useLatestBudget } from '@pitaka/data';
import { categoryName, formatMoney, negateMoney, periodOf, planningKindOf, type BudgetView } from '@pitaka/domain';
import { LoadView, LinkButton, useDates, useMessageText, useToday } from '@pitaka/remote-kit';
import { BudgetIcon, EmptyState, ProgressBar, Skeleton, StatusPill, WidgetCard, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePlanningText } from '../i18n/planning-text';

/** How many categories the widget lists: the ones nearest to (or past) their budget. */
export const BUDGET_WIDGET_LINES = 3;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Muted = styled.p`
  margin: 0.35rem 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

/** "Budget this period": today's kinsena or month (the space's kind), its totals and the categories nearest their limit. */
export default function BudgetPeriodWidget() {
  const text = usePlanningText();
  const today = useToday();
  const latest = useLatestBudget();
  const period = latest.data === undefined ? null : periodOf(planningKindOf(latest.data), today);
  const view = useBudgetView(period, today);
  const state = view.data
    ? ({ status: 'ready', view: view.data } as const)
    : view.isError || latest.isError
      ? ({ status: 'failed', retry: () => (latest.isError ? void latest.refetch() : view.refetch()) } as const)
      : ({ status: 'loading' } as const);
  return (
    <WidgetCard
      title={text('widget.budget.title')}
      viewAll={{ to: '/budgets', label: text('widget.budget.viewAll'), linkAs: Link }}
    >
      <LoadView
        state={state}
        loading={<Skeleton label={text('widget.budget.loading')} lines={6} />}
        failed={text('budgets.loadFailed')}
      >
        {(ready) => <PeriodFigures view={ready.view} />}
      </LoadView>
    </WidgetCard>
  );
}

function PeriodFigures({ view }: { view: BudgetView }) {
  const text = usePlanningText();
  const say = useMessageText();
  const dates = useDates();
  const currency = useCurrency();
  const money = (amount: number) => formatMoney(amount as BudgetView['totals']['spent'], currency);
  const period = dates.period(view.period);
  if (!view.budget) {
    return (
      <EmptyState
        title={text('budgets.empty.title', { period })}
        text={text('widget.budget.empty')}
        icon={<BudgetIcon />}
        action={
          <LinkButton to="/budgets" variant="secondary" changes>
            {text('budgets.set')}
          </LinkButton>
        }
      />
    );
  }
  const { totals } = view;
  const nearest = [...view.lines]
    .sort((a, b) => b.spent / Math.max(1, b.available) - a.spent / Math.max(1, a.available))
    .slice(0, BUDGET_WIDGET_LINES);
  const spentOf = text('budgets.spentOf', { spent: money(totals.spent), available: money(totals.available) });
  return (
    <>
      <div>
        <ProgressBar
          label={period}
          value={Math.max(0, totals.spent)}
          max={Math.max(1, totals.available)}
          valueText={spentOf}
          over={totals.left < 0}
        />
        <Muted>
          {spentOf} ·{' '}
          {totals.left < 0
            ? text('budgets.over', { amount: money(negateMoney(totals.left)) })
            : text('budgets.left', { amount: money(totals.left) })}{' '}
          · {text('budgets.daysLeft', { days: view.daysLeft })}
        </Muted>
      </div>
      <Lines aria-label={text('widget.budget.lines')}>
        {nearest.map((line) => (
          <li key={line.category}>
            <ProgressBar
              label={say(categoryName(line.category))}
              value={Math.max(0, line.spent)}
              max={Math.max(1, line.available)}
              valueText={text('budgets.spentOf', { spent: money(line.spent), available: money(line.available) })}
              over={line.over}
            />
            {line.over && (
              <StatusPill tone="danger">{text('budgets.over', { amount: money(negateMoney(line.left)) })}</StatusPill>
            )}
          </li>
        ))}
      </Lines>
    </>
  );
}
