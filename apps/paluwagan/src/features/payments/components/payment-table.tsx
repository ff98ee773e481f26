import { Button, SelectableTable, type SelectableColumn } from '@pitaka/ui';
import { useCallback, type ReactNode } from 'react';
import type { PaymentRow } from '../detail-view';
import { PaymentStatus } from './payment-status';

const COLUMNS: readonly SelectableColumn<PaymentRow>[] = [
  { key: 'week', header: 'Week', cell: (r) => r.week },
  { key: 'date', header: 'Date', cell: (r) => r.dueText },
  { key: 'amount', header: 'Amount', cell: (r) => r.amountText, align: 'end' },
  { key: 'status', header: 'Status', cell: (r) => <PaymentStatus status={r.status} /> },
];

export interface PaymentTableProps {
  rows: readonly PaymentRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  disabledReason: (row: PaymentRow) => string | null;
  bulkActions: ReactNode;
  onPay: (weeks: readonly number[]) => void;
  onUnpay: (weeks: readonly number[]) => void;
}

/** Payment Tracking: one row per week (cards on phones), with per-row and bulk actions. */
export function PaymentTable({ rows, onPay, onUnpay, ...table }: PaymentTableProps) {
  const rowActions = useCallback(
    (row: PaymentRow) => {
      const label = row.isPaid ? 'Mark as Unpaid' : 'Mark as Paid';
      // The week in the name: ten 'Mark as Paid' buttons would be indistinguishable in a list of controls.
      return (
        <Button
          type="button"
          $variant={row.isPaid ? 'ghost' : 'secondary'}
          aria-label={`${label}, week ${row.week}`}
          onClick={() => (row.isPaid ? onUnpay([row.week]) : onPay([row.week]))}
        >
          {label}
        </Button>
      );
    },
    [onPay, onUnpay],
  );
  return (
    <SelectableTable
      caption="Weekly payments"
      columns={COLUMNS}
      rows={rows}
      rowId={(r) => String(r.week)}
      rowLabel={(r) => `Week ${r.week}`}
      highlighted={(r) => r.status.highlight}
      rowActions={rowActions}
      emptyText="No weekly payments."
      {...table}
    />
  );
}
