import {
  debtBulkLabel,
  debtPaymentStatus,
  debtTypeLabels,
  formatDate,
  formatPeso,
  type Debt,
  type DebtPayment,
  type DebtType,
  type RowSelection,
} from '@pitaka/domain';
import { Button, SelectableTable, theme, type SelectableColumn } from '@pitaka/ui';
import { useCallback, useId, useMemo } from 'react';
import styled from 'styled-components';
import { paymentLabel } from './payment-words';
import { PaymentStatus } from './payment-status';

interface Row {
  index: number;
  payment: DebtPayment;
}

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

// Quieter than the bulk action: a long schedule is not a wall of solid buttons.
const RowButton = styled(Button)`
  min-width: 7.5rem;
  padding-block: 0.4rem;
  white-space: nowrap;
  &[data-action='mark'] {
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }
`;

/** 'Paid from GCash' / 'Received in GCash'; nothing for a payment marked only. */
function accountDetail(payment: DebtPayment, type: DebtType, accountNames: ReadonlyMap<string, string>) {
  if (!payment.isPaid || !payment.accountId) return undefined;
  const name = accountNames.get(payment.accountId);
  if (!name) return undefined;
  return type === 'owe' ? `from ${name}` : `into ${name}`;
}

function useColumns(type: DebtType, today: Date, accountNames: ReadonlyMap<string, string>) {
  return useMemo<SelectableColumn<Row>[]>(
    () => [
      { key: 'due', header: 'Due Date', cell: (row) => formatDate(row.payment.dueDate) },
      { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatPeso(row.payment.amount) },
      {
        key: 'status',
        header: 'Status',
        cell: (row) => {
          const status = debtPaymentStatus(row.payment, type, today);
          return (
            <PaymentStatus
              kind={status.kind}
              label={status.label}
              detail={accountDetail(row.payment, type, accountNames)}
            />
          );
        },
      },
    ],
    [type, today, accountNames],
  );
}

export interface PaymentScheduleProps {
  debt: Debt;
  today: Date;
  accountNames: ReadonlyMap<string, string>;
  selection: RowSelection;
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  isSelectable: (isPaid: boolean) => boolean;
  onRowAction: (index: number) => void;
  onBulkAction: () => void;
  onClearSelection: () => void;
}

/** 'Payment Schedule': Select, Due Date, Amount, Status, Action; cards on phones. */
export function PaymentSchedule({
  debt,
  today,
  accountNames,
  selection,
  selectedIds,
  onSelectedChange,
  isSelectable,
  onRowAction,
  onBulkAction,
  onClearSelection,
}: PaymentScheduleProps) {
  const headingId = useId();
  const labels = debtTypeLabels(debt.type);
  const columns = useColumns(debt.type, today, accountNames);
  const rows = useMemo(() => debt.paymentSchedule.map((payment, index) => ({ index, payment })), [debt]);
  const paidWord = debt.type === 'owe' ? 'paid' : 'received';

  const rowActions = useCallback(
    (row: Row) => {
      const text = row.payment.isPaid ? 'Unmark' : labels.markRow;
      return (
        <RowButton
          type="button"
          $variant="secondary"
          data-action={row.payment.isPaid ? 'unmark' : 'mark'}
          aria-label={`${text}, ${paymentLabel(row.index)}`}
          onClick={() => onRowAction(row.index)}
        >
          {text}
        </RowButton>
      );
    },
    [labels.markRow, onRowAction],
  );

  const disabledReason = (row: Row) =>
    isSelectable(row.payment.isPaid)
      ? null
      : `Only ${selection.mode === 'paid' ? paidWord : 'unpaid'} payments can join this selection.`;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Payment Schedule</h2>
      <SelectableTable
        caption="Payment Schedule"
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.index)}
        rowLabel={(row) => paymentLabel(row.index)}
        selected={selectedIds}
        onSelectedChange={onSelectedChange}
        disabledReason={disabledReason}
        highlighted={(row) => {
          const kind = debtPaymentStatus(row.payment, debt.type, today).kind;
          return kind === 'dueSoon' || kind === 'overdue';
        }}
        rowActions={rowActions}
        bulkActions={
          <>
            {selection.mode !== null && (
              <Button type="button" $variant="ghost" onClick={onClearSelection}>
                Clear selection
              </Button>
            )}
            <Button type="button" disabled={selection.mode === null} onClick={onBulkAction}>
              {debtBulkLabel(selection, debt.type)}
            </Button>
          </>
        }
        emptyText="This debt has no payments."
      />
    </Section>
  );
}
