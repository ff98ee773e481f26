import {
  PALUWAGAN as P,
  PALUWAGAN_WEEKS,
  confirmUnmarkWeeks,
  formatPeso,
  paymentsMarkedUnpaid,
  sourceRow,
  unmarkedWithoutReversal,
  weekRows,
  type Account,
  type Paluwagan,
} from '@pitaka/domain';
import {
  UnmarkRowsDialog,
  useCanChangeMoney,
  useMarkRowsFlow,
  useMessageText,
  useRowSelection,
  useUnmarkRowsFlow,
} from '@pitaka/remote-kit';
import { PaymentSourceDialog, SectionCard, SectionNote, useLanguage } from '@pitaka/ui';
import { useMemo } from 'react';
import { BulkActions } from './components/bulk-actions';
import { PaymentTable } from './components/payment-table';
import { usePaluwaganText, type PaluwaganText } from '../../i18n/paluwagan-text';
import { paymentRows, weeksText, type PaymentRow } from './detail-view';

export interface TrackingProps {
  paluwagan: Paluwagan;
  /** undefined while loading. */
  accounts: readonly Account[] | undefined;
  today: Date;
}

const NOT_SELECTABLE = {
  unpaid: 'tracking.notSelectable.unpaid',
  paid: 'tracking.notSelectable.paid',
} as const;

function payMethods(text: PaluwaganText) {
  return {
    legend: text('tracking.method.legend'),
    account: { label: text('tracking.method.account'), note: text('tracking.method.accountNote') },
    markOnly: { label: text('tracking.method.markOnly'), note: text('tracking.method.markOnlyNote') },
  };
}

/** Payment Tracking: the weekly table, its selection, and the pay / unpay dialogs. */
export function PaymentTrackingSection({ paluwagan, accounts, today }: TrackingProps) {
  const text = usePaluwaganText();
  const say = useMessageText();
  const language = useLanguage();
  const canChange = useCanChangeMoney();
  const rows = useMemo(
    () => paymentRows(paluwagan, today, accounts ?? [], language),
    [paluwagan, today, accounts, language],
  );
  const schedule = useMemo(() => weekRows(paluwagan), [paluwagan]);
  const target = { kind: 'paluwagan-week', id: paluwagan.id } as const;
  const selection = useRowSelection(schedule);
  const pay = useMarkRowsFlow({
    schedule: target,
    kind: PALUWAGAN_WEEKS,
    rows: schedule,
    accounts,
    today,
    texts: {
      noAccounts: say(P.createAccountFirst),
      succeeded: () => say(P.paymentsMarkedPaid),
      failed: say(P.actionFailed),
    },
    onDone: selection.clear,
  });
  const unpay = useUnmarkRowsFlow({
    schedule: target,
    rows: schedule,
    accounts,
    texts: {
      succeeded: (count) => say(paymentsMarkedUnpaid(count)),
      withoutReversal: (weeks) =>
        say(
          unmarkedWithoutReversal(weeks.map((index) => sourceRow({ kind: 'paluwagan-week', index }, paluwagan.name))),
        ),
      failed: say(P.unmarkPaymentsFailed),
    },
    onDone: selection.clear,
  });
  const onBulk = () => (selection.selection.mode === 'unpaid' ? pay.open : unpay.open)(selection.keys);
  const disabledReason = (row: PaymentRow) =>
    selection.isSelectable(row.isPaid) ? null : text(NOT_SELECTABLE[selection.selection.mode ?? 'unpaid']);
  return (
    <SectionCard title={text('tracking.title')}>
      <SectionNote>{text('tracking.note')}</SectionNote>
      <PaymentTable
        rows={rows}
        selected={selection.selectedIds}
        onSelectedChange={selection.onSelectedChange}
        disabledReason={disabledReason}
        bulkActions={<BulkActions selection={selection.selection} onBulk={onBulk} onClear={selection.clear} />}
        onPay={pay.open}
        onUnpay={unpay.open}
        readOnly={!canChange}
      />
      <PaymentSourceDialog
        {...pay.dialog}
        title={text('tracking.confirmTitle')}
        summary={text('tracking.confirmSummary', { weeks: weeksText(text, pay.keys), total: formatPeso(pay.total) })}
        methods={payMethods(text)}
      />
      <UnmarkRowsDialog
        flow={unpay}
        title={text('tracking.unpayTitle')}
        message={say(confirmUnmarkWeeks(unpay.draft?.keys.length ?? 0))}
        confirmLabel={text('tracking.continue')}
        busyLabel={text('tracking.saving')}
        rowsText={weeksText(text, unpay.draft?.keys ?? [])}
        missingNote={(missing) =>
          text('tracking.missingNote', { count: missing.length, weeks: weeksText(text, missing) })
        }
      />
    </SectionCard>
  );
}
