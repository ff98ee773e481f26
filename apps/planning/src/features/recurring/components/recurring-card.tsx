import { formatPeso, type DateTexts, categoryName } from '@pitaka/domain';
import { LinkButton, useCanChangeMoney, useDates, useMessageText } from '@pitaka/remote-kit';
import { Button, Card, CardHeading, EditIcon, Fact, FactList, StatusPill, VisuallyHidden } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { isPaused, type NextDue } from '../next-due';
import { type PlanningText, usePlanningText } from '../../../i18n/planning-text';
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

function nextDueWords(next: NextDue, dates: DateTexts, text: PlanningText): string {
  if (next.kind === 'date') return dates.date(next.date);
  return text(next.kind === 'paused' ? 'card.noneWhilePaused' : 'card.ended');
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
  const dates = useDates();
  const text = usePlanningText();
  const say = useMessageText();
  const canChange = useCanChangeMoney();
  const name = <VisuallyHidden> {item.name}</VisuallyHidden>;
  return (
    <Frame aria-labelledby={titleId}>
      <CardHeading
        id={titleId}
        title={item.name}
        subtitle={`${recurringTypeLabel(item.type, text)} · ${say(categoryName(item.category))}`}
        aside={paused && <StatusPill tone="warning">{text('card.paused')}</StatusPill>}
      />
      <Facts>
        <Fact term={text('card.amount')}>{item.amount === null ? text('card.varies') : formatPeso(item.amount)}</Fact>
        <Fact term={text('card.repeats')}>{ruleWords(item.rule, text, dates)}</Fact>
        <Fact term={text('card.next')}>{nextDueWords(next, dates, text)}</Fact>
        <Fact term={text(item.type === 'income' ? 'card.receivedInto' : 'card.paidFrom')}>
          {accountName ?? text('recurring.accountDeleted')}
        </Fact>
      </Facts>
      <Actions>
        <LinkButton to={`/recurring/${encodeURIComponent(item.id)}/edit`} variant="secondary" changes>
          <EditIcon size={16} /> {text('card.edit')}
          {name}
        </LinkButton>
        {canChange && (
          <>
            <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={onTogglePause}>
              {text(paused ? 'card.resume' : 'card.pause')}
              {name}
            </Button>
            <Button type="button" $variant="danger" onClick={onDelete}>
              {text('card.delete')}
              {name}
            </Button>
          </>
        )}
      </Actions>
    </Frame>
  );
}
