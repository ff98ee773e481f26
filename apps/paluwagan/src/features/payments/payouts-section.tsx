import {
  PALUWAGAN_MESSAGES as P,
  PALUWAGAN_PAYOUTS,
  formatDate,
  formatPeso,
  payoutRows as payoutSchedule,
  sourceRowLabel,
  unmarkedWithoutReversalMessage,
} from '@pitaka/domain';
import { UnmarkRowsDialog, useMarkRowsFlow, useUnmarkRowsFlow } from '@pitaka/remote-kit';
import { PaymentSourceDialog, SectionCard, SectionNote } from '@pitaka/ui';
import { useMemo } from 'react';
import { PayoutList } from './components/payout-list';
import { payoutRows } from './detail-view';
import type { TrackingProps } from './payment-tracking-section';

/** Projected Payouts: the user's own numbers, received into an account from their payout date on. */
export function PayoutsSection({ paluwagan, accounts, today }: TrackingProps) {
  const rows = useMemo(() => payoutRows(paluwagan, today, accounts ?? []), [paluwagan, today, accounts]);
  const schedule = useMemo(() => payoutSchedule(paluwagan), [paluwagan]);
  const target = { kind: 'paluwagan-payout', id: paluwagan.id } as const;
  const receive = useMarkRowsFlow({
    schedule: target,
    kind: PALUWAGAN_PAYOUTS,
    rows: schedule,
    accounts,
    today,
    texts: { noAccounts: P.createAccountFirst, succeeded: () => P.payoutReceived, failed: P.actionFailed },
  });
  const unreceive = useUnmarkRowsFlow({
    schedule: target,
    rows: schedule,
    accounts,
    texts: {
      succeeded: () => P.payoutUnreceived,
      withoutReversal: ([index]) =>
        unmarkedWithoutReversalMessage([sourceRowLabel({ kind: 'paluwagan-payout', index }, paluwagan.name)]),
      failed: P.unmarkPayoutFailed,
    },
  });
  const receiving = rows.find((r) => r.number === receive.keys[0]);
  const summary = receiving
    ? `Number ${receiving.number} · ${formatPeso(paluwagan.payoutPerNumber)} · ${formatDate(receiving.payoutDate)}`
    : '';
  return (
    <SectionCard title="Projected Payouts">
      <SectionNote>Each number you hold pays out {formatPeso(paluwagan.payoutPerNumber)} on its Sunday.</SectionNote>
      <PayoutList rows={rows} onReceive={(n) => receive.open([n])} onUnreceive={(n) => unreceive.open([n])} />
      <PaymentSourceDialog
        {...receive.dialog}
        title="Select Account for Payout"
        summary={summary}
        accountHint="The payout is recorded as a Paluwagan income in this account."
      />
      <UnmarkRowsDialog
        flow={unreceive}
        title="Mark as Unreceived"
        message={P.confirmUnpayout}
        confirmLabel="Continue"
        busyLabel="Saving..."
        rowsText={`Number ${unreceive.draft?.keys[0]}`}
        missingNote={() =>
          'The account it was received in no longer exists: it is marked unreceived without a reversal.'
        }
      />
    </SectionCard>
  );
}
