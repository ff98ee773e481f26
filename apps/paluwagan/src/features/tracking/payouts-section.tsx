import { formatDate, formatPeso } from '@pitaka/domain';
import { useMemo } from 'react';
import { PayoutDialog, UnreceiveDialog } from './components/payout-dialogs';
import { PayoutList } from './components/payout-list';
import { Muted, Section } from './components/section';
import { payoutRows } from './detail-view';
import type { TrackingProps } from './payment-tracking-section';
import { useReceivePayoutFlow } from './use-receive-payout-flow';
import { useUnreceivePayoutFlow } from './use-unreceive-payout-flow';

/** Projected Payouts: the user's own numbers, received into an account from their payout date on. */
export function PayoutsSection({ paluwagan, accounts, today }: TrackingProps) {
  const rows = useMemo(() => payoutRows(paluwagan, today, accounts ?? []), [paluwagan, today, accounts]);
  const receive = useReceivePayoutFlow(paluwagan, accounts, today);
  const unreceive = useUnreceivePayoutFlow(paluwagan, accounts);
  const receiving = receive.dialog && rows.find((r) => r.number === receive.dialog?.number);
  const summary = receiving
    ? `Number ${receiving.number} · ${formatPeso(paluwagan.payoutPerNumber)} · ${formatDate(receiving.payoutDate)}`
    : '';
  return (
    <Section title="Projected Payouts">
      <Muted>Each number you hold pays out {formatPeso(paluwagan.payoutPerNumber)} on its Sunday.</Muted>
      <PayoutList rows={rows} onReceive={receive.open} onUnreceive={unreceive.open} />
      <PayoutDialog
        state={receive.dialog}
        summary={summary}
        accounts={accounts}
        busy={receive.busy}
        onAccount={receive.setAccountId}
        onConfirm={receive.confirm}
        onClose={receive.close}
      />
      <UnreceiveDialog
        state={unreceive.dialog}
        busy={unreceive.busy}
        onConfirm={unreceive.confirm}
        onClose={unreceive.close}
      />
    </Section>
  );
}
