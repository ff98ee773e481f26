import { Button, theme } from '@pitaka/ui';
import styled from 'styled-components';
import type { PayoutRow } from '../detail-view';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 7rem minmax(7rem, 1fr) minmax(7rem, 1fr) 14rem;
  grid-template-areas: 'number date amount action';
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 0.9rem;
  border-bottom: 1px solid ${theme.colors.divider};
  &:last-child {
    border-bottom: none;
  }
  @media (max-width: ${theme.breakpoints.phone}) {
    grid-template-columns: 1fr auto;
    grid-template-areas: 'number amount' 'date date' 'action action';
    gap: 0.25rem 1rem;
  }
`;

const NumberLabel = styled.strong`
  grid-area: number;
  font-size: 1rem;
`;

const PayoutDate = styled.span`
  grid-area: date;
  font-variant-numeric: tabular-nums;
  @media (max-width: ${theme.breakpoints.phone}) {
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Amount = styled.span`
  grid-area: amount;
  text-align: right;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  grid-area: action;
  justify-self: end;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
  @media (max-width: ${theme.breakpoints.phone}) {
    justify-self: start;
  }
`;

const ActionCell = styled.div`
  grid-area: action;
  display: grid;
  gap: 0.25rem;
  justify-items: end;
  button {
    white-space: nowrap;
  }
  @media (max-width: ${theme.breakpoints.phone}) {
    justify-items: stretch;
    margin-top: 0.35rem;
  }
`;

const Received = styled.span`
  color: ${theme.colors.success};
  font-size: 0.85rem;
  font-weight: 600;
`;

export interface PayoutListProps {
  rows: readonly PayoutRow[];
  onReceive: (number: number) => void;
  onUnreceive: (number: number) => void;
}

function PayoutActionCell({ row, onReceive, onUnreceive }: { row: PayoutRow } & Omit<PayoutListProps, 'rows'>) {
  if (row.action === 'unavailable') return <Note>{row.actionLabel}</Note>;
  const receive = row.action === 'receive';
  return (
    <ActionCell>
      {row.receivedText && <Received>{row.receivedText}</Received>}
      <Button
        type="button"
        $variant={receive ? 'primary' : 'ghost'}
        aria-label={`${row.actionLabel}, number ${row.number}`}
        onClick={() => (receive ? onReceive(row.number) : onUnreceive(row.number))}
      >
        {row.actionLabel}
      </Button>
    </ActionCell>
  );
}

/** Projected Payouts: the user's own numbers with their payout date, amount and action. */
export function PayoutList({ rows, ...actions }: PayoutListProps) {
  return (
    <List aria-label="Your payouts">
      {rows.map((row) => (
        <Item key={row.number}>
          <NumberLabel>Number {row.number}</NumberLabel>
          <PayoutDate>{row.dateText}</PayoutDate>
          <Amount>{row.amountText}</Amount>
          <PayoutActionCell row={row} {...actions} />
        </Item>
      ))}
    </List>
  );
}
