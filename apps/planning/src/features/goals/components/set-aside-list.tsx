import { formatMoney, type CurrencyCode, type GoalStanding } from '@pitaka/domain';
import { useCanChangeMoney, useDates } from '@pitaka/remote-kit';
import { Button, SectionNote, TextLink, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${theme.colors.divider};
  font-variant-numeric: tabular-nums;
  > span {
    display: flex;
    gap: 0.75rem;
    align-items: baseline;
    flex-wrap: wrap;
  }
`;

export interface SetAsideListProps {
  standing: GoalStanding;
  currency: CurrencyCode;
  /** The amount being taken back: its button waits. */
  removing: string | null;
  onTakeBack: (contributionId: string) => void;
}

/** What counts toward a goal without an account: amounts set aside (newest first) and payouts marked toward it. */
export function SetAsideList({ standing, currency, removing, onTakeBack }: SetAsideListProps) {
  const text = usePlanningText();
  const dates = useDates();
  const canChange = useCanChangeMoney();
  const { contributions } = standing.goal;
  if (contributions.length === 0 && standing.payouts.length === 0) {
    return <SectionNote>{text('goals.setAside.none')}</SectionNote>;
  }
  return (
    <List aria-label={text('goals.setAside.list')}>
      {standing.payouts.map((payout) => (
        <Row key={`${payout.paluwaganId}-${payout.number}`}>
          <span>
            <TextLink as={Link} to={`/paluwagan/${payout.paluwaganId}`}>
              {text('goals.payout', { name: payout.paluwaganName, number: payout.number })}
            </TextLink>
          </span>
          <strong>{formatMoney(payout.amount, currency)}</strong>
        </Row>
      ))}
      {[...contributions].reverse().map((c) => (
        <Row key={c.id}>
          <span>
            <span>{dates.date(c.date)}</span>
            <strong>{formatMoney(c.amount, currency)}</strong>
          </span>
          {canChange && (
            <Button
              type="button"
              $variant="secondary"
              disabled={removing !== null}
              aria-label={text('goals.takeBack.label', {
                amount: formatMoney(c.amount, currency),
                date: dates.date(c.date),
              })}
              onClick={() => onTakeBack(c.id)}
            >
              {removing === c.id ? text('goals.takeBack.busy') : text('goals.takeBack')}
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
