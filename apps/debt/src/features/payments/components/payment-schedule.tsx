import {
  debtPaymentStatus,
  formatPeso,
  type Debt,
  type DebtPayment,
  type DebtType,
  type RowSelection,
} from '@pitaka/domain';
import { useCanChangeMoney, useDates } from '@pitaka/remote-kit';
import { Button, SelectableTable, theme, type SelectableColumn } from '@pitaka/ui';
import { useCallback, useId, useMemo } from 'react';
import styled from 'styled-components';
import { useDebtText, type DebtText } from '../../../i18n/debt-text';
import { bulkLabelKey, paymentStatusKey, usePaymentWords } from './payment-words';
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

/** 'from GCash' / 'into GCash'; nothing for a payment marked only. */
function accountDetail(
  text: DebtText,
  payment: DebtPayment,
  type: DebtType,
  accountNames: ReadonlyMap<string, string>,
) {
  if (!payment.isPaid || !payment.accountId) return undefined;
  const name = accountNames.get(payment.accountId);
  if (!name) return undefined;
  return text(`${type}.accountDetail`, { account: name });
}

function useColumns(type: DebtType, today: Date, accountNames: ReadonlyMap<string, string>) {
  const dates = useDates();
  const text = useDebtText();
  return useMemo<SelectableColumn<Row>[]>(
    () => [
      { key: 'due', header: text('schedule.dueDate'), cell: (row) => dates.date(row.payment.dueDate) },
      { key: 'amount', header: text('schedule.amount'), align: 'end', cell: (row) => formatPeso(row.payment.amount) },
      {
        key: 'status',
        header: text('schedule.status'),
        cell: (row) => {
          const status = debtPaymentStatus(row.payment, today);
          return (
            <PaymentStatus
              kind={status}
              label={text(paymentStatusKey(status, type))}
              detail={accountDetail(text, row.payment, type, accountNames)}
            />
          );
        },
      },
    ],
    [type, today, accountNames, dates, text],
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
  const text = useDebtText();
  const canChange = useCanChangeMoney();
  const { paymentLabel } = usePaymentWords();
  const columns = useColumns(debt.type, today, accountNames);
  const rows = useMemo(() => debt.paymentSchedule.map((payment, index) => ({ index, payment })), [debt]);

  const rowActions = useCallback(
    (row: Row) => {
      const action = row.payment.isPaid ? text('schedule.unmark') : text(`${debt.type}.markRow`);
      return (
        <RowButton
          type="button"
          $variant="secondary"
          data-action={row.payment.isPaid ? 'unmark' : 'mark'}
          aria-label={`${action}, ${paymentLabel(row.index)}`}
          onClick={() => onRowAction(row.index)}
        >
          {action}
        </RowButton>
      );
    },
    [text, debt.type, paymentLabel, onRowAction],
  );

  const disabledReason = (row: Row) =>
    isSelectable(row.payment.isPaid) ? null : text(selection.mode === 'paid' ? `${debt.type}.onlyPaid` : 'onlyUnpaid');

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{text('schedule.title')}</h2>
      <SelectableTable
        caption={text('schedule.title')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.index)}
        rowLabel={(row) => paymentLabel(row.index)}
        selected={selectedIds}
        onSelectedChange={onSelectedChange}
        disabledReason={disabledReason}
        highlighted={(row) => {
          const kind = debtPaymentStatus(row.payment, today);
          return kind === 'dueSoon' || kind === 'overdue';
        }}
        rowActions={rowActions}
        bulkActions={
          <>
            {selection.mode !== null && (
              <Button type="button" $variant="ghost" onClick={onClearSelection}>
                {text('schedule.clearSelection')}
              </Button>
            )}
            <Button type="button" disabled={selection.mode === null} onClick={onBulkAction}>
              {text(bulkLabelKey(selection, debt.type))}
            </Button>
          </>
        }
        emptyText={text('schedule.empty')}
        readOnly={!canChange}
      />
    </Section>
  );
}
