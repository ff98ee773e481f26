import { Button, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';
import type { PayoutRow } from '../detail-view';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  /* Rows stack by the list's own width: beside the side navigation a tablet is as narrow as a phone. */
  container-type: inline-size;
`;

const NARROW = '@container (max-width: 40rem)';

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
  ${NARROW} {
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
  ${NARROW} {
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
  ${NARROW} {
    justify-self: start;
  }
`;

const ActionCell = styled.div`
  grid-area: action;
  display: grid;
  gap: 0.25rem;
  justify-items: end;
  /* Within the column: a longer label (Filipino) wraps rather than overflow the list. */
  button {
    max-width: 100%;
  }
  ${NARROW} {
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
  /** A household viewer's: whether a payout was received, and no button. */
  readOnly: boolean;
}

const ACTION_LABELS = {
  receive: 'payouts.receive',
  unreceive: 'payouts.unreceive',
  unavailable: 'payouts.unavailable',
} as const;

function PayoutActionCell({
  row,
  onReceive,
  onUnreceive,
  readOnly,
}: { row: PayoutRow } & Omit<PayoutListProps, 'rows'>) {
  const text = usePaluwaganText();
  const label = text(ACTION_LABELS[row.action]);
  if (row.action === 'unavailable') return <Note>{label}</Note>;
  const receive = row.action === 'receive';
  const account = row.receivedIn;
  return (
    <ActionCell>
      {row.received && (
        <Received>{account ? text('payouts.receivedIn', { account }) : text('payouts.received')}</Received>
      )}
      {!readOnly && (
        <Button
          type="button"
          $variant={receive ? 'primary' : 'ghost'}
          aria-label={text('payouts.rowAction', { label, number: row.number })}
          onClick={() => (receive ? onReceive(row.number) : onUnreceive(row.number))}
        >
          {label}
        </Button>
      )}
    </ActionCell>
  );
}

/** Projected Payouts: the user's own numbers with their payout date, amount and action. */
export function PayoutList({ rows, ...actions }: PayoutListProps) {
  const text = usePaluwaganText();
  return (
    <List aria-label={text('payouts.list')}>
      {rows.map((row) => (
        <Item key={row.number}>
          <NumberLabel>{text('payouts.number', { number: row.number })}</NumberLabel>
          <PayoutDate>{row.dateText}</PayoutDate>
          <Amount>{row.amountText}</Amount>
          <PayoutActionCell row={row} {...actions} />
        </Item>
      ))}
    </List>
  );
}
