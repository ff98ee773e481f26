import { formatPeso, negateMoney, occurrenceKey, type DueItem } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { Button, choiceInput, MoneyText, StatusPill, TextLink, theme, type PillTone } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dueActionLabel, dueItemDetail, dueWhenText, sourcePath } from '../due-item-text';
import { usePlanningText } from '../../../i18n/planning-text';
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

const Tick = styled.input`
  ${choiceInput()}
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
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

const DateLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
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

const PILL_TONES: Record<DueItem['status'], PillTone> = { overdue: 'danger', today: 'warning', upcoming: 'neutral' };

export interface DueItemRowProps {
  item: DueItem;
  today: Date;
  /** Ticked to pay with others of its schedule; not selectable while another schedule's are ticked. */
  selection: { selected: boolean; selectable: boolean; onToggle: (item: DueItem) => void };
  onPay: (item: DueItem) => void;
  /** Recurring occurrences only: no longer due. */
  onSkip?: (item: DueItem) => void;
  busy?: boolean;
  /** A household viewer's: when, what and how much, without the tick or the buttons. */
  readOnly?: boolean;
}

/** One thing due: when, what (linked to its source), how much, and Pay / Receive / Skip. */
export function DueItemRow({ item, today, selection, onPay, onSkip, busy = false, readOnly = false }: DueItemRowProps) {
  const text = usePlanningText();
  const say = useMessageText();
  const dates = useDates();
  const action = dueActionLabel(item, text);
  const name = text('due.itemName', { source: item.sourceName, date: dates.date(item.dueDate) });
  return (
    <Row>
      <When>
        <DateLine>
          {!readOnly && (
            <Tick
              type="checkbox"
              aria-label={text('due.select', { name })}
              checked={selection.selected}
              disabled={!selection.selectable && !selection.selected}
              onChange={() => selection.onToggle(item)}
            />
          )}
          <time dateTime={occurrenceKey(item.dueDate)}>{dates.date(item.dueDate)}</time>
        </DateLine>
        <StatusPill tone={PILL_TONES[item.status]}>{dueWhenText(item, today, text)}</StatusPill>
      </When>
      <What>
        <TextLink as={Link} to={sourcePath(item)}>
          {item.sourceName}
        </TextLink>
        <Detail>{dueItemDetail(item, text, say)}</Detail>
        <CalendarLink
          as="button"
          type="button"
          aria-label={text('due.addToCalendarLabel', { name })}
          onClick={() => void downloadItemCalendar(item, text)}
        >
          {text('due.addToCalendar')}
        </CalendarLink>
      </What>
      <Amount>
        {item.amount === null ? (
          <Detail>{text('due.amountVaries')}</Detail>
        ) : (
          <MoneyText amount={item.flow === 'out' ? negateMoney(item.amount) : item.amount} format={formatPeso} signed />
        )}
      </Amount>
      {!readOnly && (
        <Actions>
          {onSkip && (
            <Button
              type="button"
              $variant="secondary"
              aria-disabled={busy || undefined}
              aria-label={text('due.skipLabel', { name })}
              onClick={() => !busy && onSkip(item)}
            >
              {text('due.skip')}
            </Button>
          )}
          <Button
            type="button"
            aria-disabled={busy || undefined}
            aria-label={`${action} ${name}`}
            onClick={() => !busy && onPay(item)}
          >
            {action}
          </Button>
        </Actions>
      )}
    </Row>
  );
}
