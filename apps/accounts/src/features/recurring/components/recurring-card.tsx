import { formatDate, formatPeso } from '@pitaka/domain';
import { LinkButton } from '@pitaka/remote-kit';
import { Button, Card, CardHeading, EditIcon, Fact, FactList, StatusPill, VisuallyHidden } from '@pitaka/ui';
import { useId } from 'react';
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
      <CardHeading
        id={titleId}
        title={item.name}
        subtitle={`${recurringTypeLabel(item.type)} · ${item.category}`}
        aside={paused && <StatusPill tone="warning">Paused</StatusPill>}
      />
      <Facts>
        <Fact term="Amount">{item.amount === null ? 'Varies' : formatPeso(item.amount)}</Fact>
        <Fact term="Repeats">{ruleWords(item.rule)}</Fact>
        <Fact term="Next">{nextDueWords(next)}</Fact>
        <Fact term={item.type === 'income' ? 'Received into' : 'Paid from'}>
          {accountName ?? RECURRING_TEXTS.accountDeleted}
        </Fact>
      </Facts>
      <Actions>
        <LinkButton to={`/recurring/${encodeURIComponent(item.id)}/edit`} variant="secondary">
          <EditIcon size={16} /> Edit{name}
        </LinkButton>
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
