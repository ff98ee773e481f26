import {
  PALUWAGAN as P,
  PALUWAGAN_PAYOUTS,
  formatPeso,
  payoutRows as payoutSchedule,
  sourceRow,
  unmarkedWithoutReversal,
} from '@pitaka/domain';
import {
  UnmarkRowsDialog,
  useCanChangeMoney,
  useDates,
  useMarkRowsFlow,
  useMessageText,
  useUnmarkRowsFlow,
} from '@pitaka/remote-kit';
import { PaymentSourceDialog, SectionCard, SectionNote } from '@pitaka/ui';
import { useMemo } from 'react';
import { PayoutGoals } from './components/payout-goals';
import { PayoutList } from './components/payout-list';
import { usePayoutGoals } from './use-payout-goals';
import { payoutRows } from './detail-view';
import { usePaluwaganText } from '../../i18n/paluwagan-text';
import type { TrackingProps } from './payment-tracking-section';

/** Projected Payouts: the user's own numbers, received into an account from their payout date on. */
export function PayoutsSection({ paluwagan, accounts, today }: TrackingProps) {
  const text = usePaluwaganText();
  const say = useMessageText();
  const dates = useDates();
  const canChange = useCanChangeMoney();
  const rows = useMemo(
    () => payoutRows(paluwagan, today, accounts ?? [], dates.language),
    [paluwagan, today, accounts, dates.language],
  );
  const schedule = useMemo(() => payoutSchedule(paluwagan), [paluwagan]);
  const goals = usePayoutGoals(paluwagan);
  const target = { kind: 'paluwagan-payout', id: paluwagan.id } as const;
  const receive = useMarkRowsFlow({
    schedule: target,
    kind: PALUWAGAN_PAYOUTS,
    rows: schedule,
    accounts,
    today,
    texts: {
      noAccounts: say(P.createAccountFirst),
      succeeded: () => say(P.payoutReceived),
      failed: say(P.actionFailed),
    },
  });
  const unreceive = useUnmarkRowsFlow({
    schedule: target,
    rows: schedule,
    accounts,
    texts: {
      succeeded: () => say(P.payoutUnreceived),
      withoutReversal: ([index]) =>
        say(unmarkedWithoutReversal([sourceRow({ kind: 'paluwagan-payout', index }, paluwagan.name)])),
      failed: say(P.unmarkPayoutFailed),
    },
  });
  const receiving = rows.find((r) => r.number === receive.keys[0]);
  const payout = formatPeso(paluwagan.payoutPerNumber);
  const summary = receiving
    ? text('payouts.dialogSummary', {
        number: receiving.number,
        amount: payout,
        date: dates.date(receiving.payoutDate),
      })
    : '';
  return (
    <SectionCard title={text('payouts.title')}>
      <SectionNote>{text('payouts.note', { amount: payout })}</SectionNote>
      <PayoutList
        rows={rows}
        onReceive={(n) => receive.open([n])}
        onUnreceive={(n) => unreceive.open([n])}
        readOnly={!canChange}
      />
      <PayoutGoals
        rows={goals.rows}
        goals={goals.goals}
        saving={goals.saving}
        readOnly={!canChange}
        onChoose={(number, goalId) => void goals.choose(number, goalId)}
      />
      <PaymentSourceDialog
        {...receive.dialog}
        title={text('payouts.dialogTitle')}
        summary={summary}
        accountHint={text('payouts.accountHint')}
      />
      <UnmarkRowsDialog
        flow={unreceive}
        title={text('payouts.unreceiveTitle')}
        message={say(P.confirmUnpayout)}
        confirmLabel={text('tracking.continue')}
        busyLabel={text('tracking.saving')}
        rowsText={text('payouts.number', { number: unreceive.draft?.keys[0] ?? '' })}
        missingNote={() => text('payouts.missingNote')}
      />
    </SectionCard>
  );
}
