import { Button, SelectableTable, type SelectableColumn } from '@pitaka/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { usePaluwaganText, type PaluwaganText } from '../../../i18n/paluwagan-text';
import type { PaymentRow } from '../detail-view';
import { PaymentStatus } from './payment-status';

function columns(text: PaluwaganText): readonly SelectableColumn<PaymentRow>[] {
  return [
    { key: 'week', header: text('table.week'), cell: (r) => r.week },
    { key: 'date', header: text('table.date'), cell: (r) => r.dueText },
    { key: 'amount', header: text('table.amount'), cell: (r) => r.amountText, align: 'end' },
    {
      key: 'status',
      header: text('table.status'),
      cell: (r) => <PaymentStatus status={r.status} paidFrom={r.paidFrom} />,
    },
  ];
}

export interface PaymentTableProps {
  rows: readonly PaymentRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  disabledReason: (row: PaymentRow) => string | null;
  bulkActions: ReactNode;
  onPay: (weeks: readonly number[]) => void;
  onUnpay: (weeks: readonly number[]) => void;
  /** A household viewer's: the weeks without checkboxes or buttons. */
  readOnly: boolean;
}

/** Payment Tracking: one row per week (cards on phones), with per-row and bulk actions. */
export function PaymentTable({ rows, onPay, onUnpay, ...table }: PaymentTableProps) {
  const text = usePaluwaganText();
  const tableColumns = useMemo(() => columns(text), [text]);
  const rowActions = useCallback(
    (row: PaymentRow) => {
      const label = text(row.isPaid ? 'table.markUnpaid' : 'table.markPaid');
      // The week in the name: ten 'Mark as Paid' buttons would be indistinguishable in a list of controls.
      return (
        <Button
          type="button"
          $variant={row.isPaid ? 'ghost' : 'secondary'}
          aria-label={text('table.rowAction', { label, week: row.week })}
          onClick={() => (row.isPaid ? onUnpay([row.week]) : onPay([row.week]))}
        >
          {label}
        </Button>
      );
    },
    [text, onPay, onUnpay],
  );
  return (
    <SelectableTable
      caption={text('table.caption')}
      columns={tableColumns}
      rows={rows}
      rowId={(r) => String(r.week)}
      rowLabel={(r) => text('week.label', { week: r.week })}
      highlighted={(r) => r.status.highlight}
      rowActions={rowActions}
      emptyText={text('table.empty')}
      {...table}
    />
  );
}
