import { formatMoney, type CurrencyCode, type GoalStanding } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { ProgressBar, StatusPill, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

const Figures = styled.p`
  margin: 0.35rem 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
  }
`;

/** What a goal needs next: reached, so much a kinsena or month until its day, late, or only what is left. */
export function usePaceText(currency: CurrencyCode) {
  const text = usePlanningText();
  const dates = useDates();
  return ({ goal, pace, progress }: GoalStanding): string => {
    const money = (amount: number) => formatMoney(amount as GoalStanding['progress']['saved'], currency);
    switch (pace.kind) {
      case 'reached':
        return text('goals.reached');
      case 'perPeriod':
        return text(pace.periodKind === 'kinsena' ? 'goals.pace.kinsena' : 'goals.pace.month', {
          amount: money(pace.perPeriod),
          date: dates.date(goal.targetDate),
        });
      case 'overdue':
        return text('goals.pace.overdue', { date: dates.date(goal.targetDate), amount: money(pace.remaining) });
      case 'none':
        return text('goals.toGo', { amount: money(progress.remaining) });
    }
  };
}

/** A goal's bar (saved of its target) and what it needs next. */
export function GoalStandingView({
  standing,
  currency,
  label,
  hideLabel = false,
}: {
  standing: GoalStanding;
  currency: CurrencyCode;
  /** The bar's accessible name. */
  label: string;
  /** Said only to screen readers: the goal's name is already shown above the bar. */
  hideLabel?: boolean;
}) {
  const text = usePlanningText();
  const paceText = usePaceText(currency);
  const { progress } = standing;
  const savedOf = text('goals.savedOf', {
    saved: formatMoney(progress.saved, currency),
    target: formatMoney(standing.goal.target, currency),
  });
  return (
    <div>
      <ProgressBar label={label} hideLabel={hideLabel} value={progress.percent} max={100} valueText={savedOf} />
      <Figures>
        <span>{savedOf}</span>
        {progress.reached ? (
          <StatusPill tone="success">{text('goals.reached')}</StatusPill>
        ) : (
          <strong>{paceText(standing)}</strong>
        )}
      </Figures>
    </div>
  );
}
