import { formatDate, formatPeso, negateMoney, type DueItem } from '@pitaka/domain';
import { Button, MoneyText, StatusPill, TextLink, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dueActionLabel, dueItemDetail, sourcePath } from '../due-item-text';
import { downloadItemCalendar } from './download-calendar-button';

const Row = styled.li`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr) auto;
  grid-template-areas: 'date what amount' 'date what actions';
  gap: 0.35rem 1rem;
  align-items: center;
  padding: 0.85rem 0;
  border-top: 1px solid ${theme.colors.border};
  &:first-child {
    border-top: none;
  }
  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'what amount' 'date date' 'actions actions';
  }
`;

const When = styled.div`
  grid-area: date;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
  @media (max-width: 36rem) {
    flex-direction: row;
    align-items: center;
    gap: 0.5rem;
  }
`;

const What = styled.div`
  grid-area: what;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const CalendarLink = styled(TextLink)`
  align-self: flex-start;
  font-size: 0.85rem;
`;

const Amount = styled.div`
  grid-area: amount;
  justify-self: end;
  font-size: 1.05rem;
`;

const Actions = styled.div`
  grid-area: actions;
  justify-self: end;
  display: flex;
  gap: 0.5rem;
  @media (max-width: 36rem) {
    justify-self: stretch;
    & > * {
      flex: 1;
    }
  }
`;

export interface DueItemRowProps {
  item: DueItem;
  onPay: (item: DueItem) => void;
  /** Recurring occurrences only: no longer due. */
  onSkip?: (item: DueItem) => void;
  busy?: boolean;
}

/** One thing due: when, what (linked to its source), how much, and Pay / Receive / Skip. */
export function DueItemRow({ item, onPay, onSkip, busy = false }: DueItemRowProps) {
  const action = dueActionLabel(item);
  return (
    <Row>
      <When>
        <span>{formatDate(item.dueDate)}</span>
        {item.status === 'overdue' && <StatusPill tone="danger">Overdue</StatusPill>}
        {item.status === 'today' && <StatusPill tone="warning">Due today</StatusPill>}
      </When>
      <What>
        <TextLink as={Link} to={sourcePath(item)}>
          {item.sourceName}
        </TextLink>
        <Detail>{dueItemDetail(item)}</Detail>
        <CalendarLink
          as="button"
          type="button"
          aria-label={`Add to calendar: ${item.sourceName} of ${formatDate(item.dueDate)}`}
          onClick={() => void downloadItemCalendar(item)}
        >
          Add to calendar
        </CalendarLink>
      </What>
      <Amount>
        {item.amount === null ? (
          <Detail>Amount varies</Detail>
        ) : (
          <MoneyText amount={item.flow === 'out' ? negateMoney(item.amount) : item.amount} format={formatPeso} signed />
        )}
      </Amount>
      <Actions>
        {onSkip && (
          <Button
            type="button"
            $variant="secondary"
            aria-disabled={busy || undefined}
            aria-label={`Skip ${item.sourceName} of ${formatDate(item.dueDate)}`}
            onClick={() => !busy && onSkip(item)}
          >
            Skip
          </Button>
        )}
        <Button
          type="button"
          aria-disabled={busy || undefined}
          aria-label={`${action} ${item.sourceName} of ${formatDate(item.dueDate)}`}
          onClick={() => !busy && onPay(item)}
        >
          {action}
        </Button>
      </Actions>
    </Row>
  );
}
