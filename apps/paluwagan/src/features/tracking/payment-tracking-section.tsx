import type { Account, Paluwagan } from '@pitaka/domain';
import { useMemo } from 'react';
import { BulkActions } from './components/bulk-actions';
import { ConfirmPaymentDialog } from './components/confirm-payment-dialog';
import { PaymentTable } from './components/payment-table';
import { Muted, Section } from './components/section';
import { UnmarkWeeksDialog } from './components/unmark-weeks-dialog';
import { paymentRows } from './detail-view';
import { usePayWeeksFlow } from './use-pay-weeks-flow';
import { usePaymentSelection } from './use-payment-selection';
import { useUnpayWeeksFlow } from './use-unpay-weeks-flow';

export interface TrackingProps {
  paluwagan: Paluwagan;
  /** undefined while loading. */
  accounts: readonly Account[] | undefined;
  today: Date;
}

/** Payment Tracking: the weekly table, its selection, and the pay / unpay dialogs. */
export function PaymentTrackingSection({ paluwagan, accounts, today }: TrackingProps) {
  const rows = useMemo(() => paymentRows(paluwagan, today, accounts ?? []), [paluwagan, today, accounts]);
  const selection = usePaymentSelection(rows);
  const pay = usePayWeeksFlow(paluwagan, accounts, selection.clear);
  const unpay = useUnpayWeeksFlow(paluwagan, accounts, selection.clear);
  const onBulk = () => (selection.selection.mode === 'unpaid' ? pay.open : unpay.open)(selection.weeks);
  return (
    <Section title="Payment Tracking">
      <Muted>Tick weeks to pay several at once, or unmark paid ones. Paid and unpaid weeks cannot be mixed.</Muted>
      <PaymentTable
        rows={rows}
        selected={selection.selected}
        onSelectedChange={selection.onSelectedChange}
        disabledReason={selection.disabledReason}
        bulkActions={<BulkActions selection={selection.selection} onBulk={onBulk} onClear={selection.clear} />}
        onPay={pay.open}
        onUnpay={unpay.open}
      />
      <ConfirmPaymentDialog
        state={pay.dialog}
        total={pay.total}
        accounts={accounts}
        busy={pay.busy}
        onMethod={pay.setMethod}
        onAccount={pay.setAccountId}
        onConfirm={pay.confirm}
        onClose={pay.close}
      />
      <UnmarkWeeksDialog state={unpay.dialog} busy={unpay.busy} onConfirm={unpay.confirm} onClose={unpay.close} />
    </Section>
  );
}
