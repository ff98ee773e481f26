import {
  PALUWAGAN_MESSAGES as P,
  PALUWAGAN_WEEKS,
  confirmUnmarkWeeksMessage,
  formatPeso,
  paymentsMarkedUnpaidMessage,
  sourceRowLabel,
  unmarkedWithoutReversalMessage,
  weekRows,
  type Account,
  type Paluwagan,
} from '@pitaka/domain';
import { UnmarkRowsDialog, useMarkRowsFlow, useRowSelection, useUnmarkRowsFlow } from '@pitaka/remote-kit';
import { PaymentSourceDialog, SectionCard, SectionNote } from '@pitaka/ui';
import { useMemo } from 'react';
import { BulkActions } from './components/bulk-actions';
import { PaymentTable } from './components/payment-table';
import { paymentRows, weeksText, type PaymentRow } from './detail-view';

export interface TrackingProps {
  paluwagan: Paluwagan;
  /** undefined while loading. */
  accounts: readonly Account[] | undefined;
  today: Date;
}

const NOT_SELECTABLE = {
  unpaid: 'Already paid: clear the selection to pick paid weeks.',
  paid: 'Not paid yet: clear the selection to pick unpaid weeks.',
} as const;

const PAY_METHODS = {
  legend: 'How was it paid?',
  account: { label: 'Deduct from Account', note: "Records a Paluwagan expense and lowers the account's balance." },
  markOnly: { label: 'Mark as Paid Only', note: 'No account changes.' },
};

/** Payment Tracking: the weekly table, its selection, and the pay / unpay dialogs. */
export function PaymentTrackingSection({ paluwagan, accounts, today }: TrackingProps) {
  const rows = useMemo(() => paymentRows(paluwagan, today, accounts ?? []), [paluwagan, today, accounts]);
  const schedule = useMemo(() => weekRows(paluwagan), [paluwagan]);
  const target = { kind: 'paluwagan-week', id: paluwagan.id } as const;
  const selection = useRowSelection(schedule);
  const pay = useMarkRowsFlow({
    schedule: target,
    kind: PALUWAGAN_WEEKS,
    rows: schedule,
    accounts,
    today,
    texts: { noAccounts: P.createAccountFirst, succeeded: () => P.paymentsMarkedPaid, failed: P.actionFailed },
    onDone: selection.clear,
  });
  const unpay = useUnmarkRowsFlow({
    schedule: target,
    rows: schedule,
    accounts,
    texts: {
      succeeded: paymentsMarkedUnpaidMessage,
      withoutReversal: (weeks) =>
        unmarkedWithoutReversalMessage(
          weeks.map((index) => sourceRowLabel({ kind: 'paluwagan-week', index }, paluwagan.name)),
        ),
      failed: P.unmarkPaymentsFailed,
    },
    onDone: selection.clear,
  });
  const onBulk = () => (selection.selection.mode === 'unpaid' ? pay.open : unpay.open)(selection.keys);
  const disabledReason = (row: PaymentRow) =>
    selection.isSelectable(row.isPaid) ? null : NOT_SELECTABLE[selection.selection.mode ?? 'unpaid'];
  return (
    <SectionCard title="Payment Tracking">
      <SectionNote>
        Tick weeks to pay several at once, or unmark paid ones. Paid and unpaid weeks cannot be mixed.
      </SectionNote>
      <PaymentTable
        rows={rows}
        selected={selection.selectedIds}
        onSelectedChange={selection.onSelectedChange}
        disabledReason={disabledReason}
        bulkActions={<BulkActions selection={selection.selection} onBulk={onBulk} onClear={selection.clear} />}
        onPay={pay.open}
        onUnpay={unpay.open}
      />
      <PaymentSourceDialog
        {...pay.dialog}
        title="Confirm Payment"
        summary={`${weeksText(pay.keys)} · Total ${formatPeso(pay.total)}`}
        methods={PAY_METHODS}
      />
      <UnmarkRowsDialog
        flow={unpay}
        title="Mark as Unpaid"
        message={confirmUnmarkWeeksMessage(unpay.draft?.keys.length ?? 0)}
        confirmLabel="Continue"
        busyLabel="Saving..."
        rowsText={weeksText(unpay.draft?.keys ?? [])}
        missingNote={(missing) =>
          `${weeksText(missing)} ${missing.length === 1 ? 'was' : 'were'} paid from an account that no longer exists: ${missing.length === 1 ? 'it is' : 'they are'} marked unpaid without a reversal.`
        }
      />
    </SectionCard>
  );
}
