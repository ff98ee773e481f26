import type { CurrencyCode, GoalStanding } from '@pitaka/domain';
import { CardHeading, CardLink, LinkCard } from '@pitaka/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePlanningText } from '../../../i18n/planning-text';
import { GoalStandingView } from './goal-standing';

/** /goals: a goal as a card opening its page, where its progress comes from, its bar and pace. */
export function GoalCard({ standing, currency }: { standing: GoalStanding; currency: CurrencyCode }) {
  const text = usePlanningText();
  const headingId = useId();
  const { goal } = standing;
  return (
    <LinkCard aria-labelledby={headingId}>
      <CardHeading
        id={headingId}
        title={
          <CardLink as={Link} to={`/goals/${goal.id}`}>
            {goal.name}
          </CardLink>
        }
        subtitle={sourceText(standing, text)}
      />
      <GoalStandingView
        standing={standing}
        currency={currency}
        label={text('goals.progressOf', { name: goal.name })}
        hideLabel
      />
    </LinkCard>
  );
}

/** "In BPI Savings" for a goal with an account; "Set aside toward it" otherwise. */
export function sourceText({ goal, account }: GoalStanding, text: ReturnType<typeof usePlanningText>): string {
  if (goal.accountId) return account ? text('goals.inAccount', { account: account.name }) : text('goals.accountGone');
  return text('goals.setAsideSource');
}
