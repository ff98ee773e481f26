import {
  DEBT,
  debtPaymentsMarked,
  debtRows,
  debtScheduleKind,
  paymentsMarkedUnpaid,
  sourceRow,
  unmarkedWithoutReversal,
  type Debt,
} from '@pitaka/domain';
import {
  useMarkRowsFlow,
  useMessageText,
  useRowSelection,
  useScheduleAccounts,
  useToday,
  useUnmarkRowsFlow,
} from '@pitaka/remote-kit';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

/** Everything the payment schedule of /debt/{id} does: selection, row and bulk actions, dialogs. */
export function useDebtPayments(debt: Debt) {
  const { accounts, failed: accountsFailed, retry: retryAccounts } = useScheduleAccounts();

  const today = useToday();
  const say = useMessageText();
  const rows = useMemo(() => debtRows(debt), [debt]);
  const target = { kind: 'debt-payment', id: debt.id } as const;
  const selection = useRowSelection(rows);
  const mark = useMarkRowsFlow({
    schedule: target,
    kind: debtScheduleKind(debt.type),
    rows,
    accounts,
    today,
    texts: {
      noAccounts: say(DEBT.createAccountFirst),
      succeeded: (count) => say(debtPaymentsMarked(count, debt.type)),
      failed: say(DEBT.markFailed),
    },
    onDone: selection.clear,
  });
  const unmark = useUnmarkRowsFlow({
    schedule: target,
    rows,
    accounts,
    texts: {
      succeeded: (count) => say(paymentsMarkedUnpaid(count)),
      withoutReversal: (keys) =>
        say(unmarkedWithoutReversal(keys.map((index) => sourceRow({ kind: 'debt-payment', index }, debt.name)))),
      failed: say(DEBT.unmarkFailed),
    },
    onDone: selection.clear,
  });

  // Stable for the memoised rows of a long schedule; they call the latest handlers.
  const latest = useRef({ debt, mark, unmark, selection });
  useLayoutEffect(() => {
    latest.current = { debt, mark, unmark, selection };
  });
  const onRowAction = useCallback((index: number) => {
    const { debt: current, mark: m, unmark: u } = latest.current;
    if (current.paymentSchedule[index]?.isPaid) u.open([index]);
    else m.open([index]);
  }, []);
  const onBulkAction = useCallback(() => {
    const { selection: s, mark: m, unmark: u } = latest.current;
    if (s.selection.mode === 'unpaid') m.open(s.keys);
    else if (s.selection.mode === 'paid') u.open(s.keys);
  }, []);

  return { accounts, accountsFailed, retryAccounts, selection, mark, unmark, onRowAction, onBulkAction };
}
