import { formatDate, formatPeso } from '@pitaka/domain';
import { Button, Card, EditIcon, Fact, FactList, StatusPill, theme, VisuallyHidden } from '@pitaka/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isPaused, type NextDue } from '../next-due';
import { RECURRING_TEXTS } from '../recurring-texts';
import { recurringTypeLabel, ruleWords } from '../schedule-words';
import type { RecurringRow } from '../use-recurring-list';

const Frame = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  min-width: 0;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.35rem 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.15rem 0 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

/** Long schedule words and account names wrap within the card. */
const Facts = styled(FactList)`
  dd {
    overflow-wrap: anywhere;
    text-align: right;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;

function nextDueWords(next: NextDue): string {
  if (next.kind === 'date') return formatDate(next.date);
  return next.kind === 'paused' ? 'None while paused' : 'Ended';
}

export interface RecurringCardProps {
  row: RecurringRow;
  /** A pause or resume is being sent for it. */
  busy: boolean;
  onTogglePause: () => void;
  onDelete: () => void;
}

/** One bill or expected income: how much, when, from or into which account, and what can be done with it. */
export function RecurringCard({ row, busy, onTogglePause, onDelete }: RecurringCardProps) {
  const { item, next, accountName } = row;
  const titleId = useId();
  const paused = isPaused(item);
  const name = <VisuallyHidden> {item.name}</VisuallyHidden>;
  return (
    <Frame aria-labelledby={titleId}>
      <Title>
        <div>
          <h3 id={titleId}>{item.name}</h3>
          <p>
            {recurringTypeLabel(item.type)} · {item.category}
          </p>
        </div>
        {paused && <StatusPill tone="warning">Paused</StatusPill>}
      </Title>
      <Facts>
        <Fact term="Amount">{item.amount === null ? 'Varies' : formatPeso(item.amount)}</Fact>
        <Fact term="Repeats">{ruleWords(item.rule)}</Fact>
        <Fact term="Next">{nextDueWords(next)}</Fact>
        <Fact term={item.type === 'income' ? 'Received into' : 'Paid from'}>
          {accountName ?? RECURRING_TEXTS.accountDeleted}
        </Fact>
      </Facts>
      <Actions>
        <Button as={Link} to={`/recurring/${encodeURIComponent(item.id)}/edit`} $variant="secondary">
          <EditIcon size={16} /> Edit{name}
        </Button>
        <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={onTogglePause}>
          {paused ? 'Resume' : 'Pause'}
          {name}
        </Button>
        <Button type="button" $variant="danger" onClick={onDelete}>
          Delete{name}
        </Button>
      </Actions>
    </Frame>
  );
}
