import { useAccounts } from '@pitaka/data';
import type { Debt } from '@pitaka/domain';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useMarkPayments } from './use-mark-payments';
import { usePaymentSelection } from './use-payment-selection';
import { useUnmarkPayments } from './use-unmark-payments';

/** Everything the payment schedule of /debt/{id} does: selection, row and bulk actions, dialogs. */
export function useDebtPayments(debt: Debt) {
  const accountsQuery = useAccounts();
  const accounts = accountsQuery.data;
  useEffect(() => {
    if (accountsQuery.error) console.error('Failed to load accounts', accountsQuery.error);
  }, [accountsQuery.error]);

  const selection = usePaymentSelection(debt.paymentSchedule);
  const mark = useMarkPayments(debt, accounts, selection.clear);
  const unmark = useUnmarkPayments(debt, accounts, selection.clear);

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
    const keys = [...s.selection.keys].sort((a, b) => a - b);
    if (s.selection.mode === 'unpaid') m.open(keys);
    else if (s.selection.mode === 'paid') u.open(keys);
  }, []);

  // Paying from an account needs the accounts: say so when they did not load (never wait forever).
  const accountsFailed = accountsQuery.isError && !accounts;
  const retryAccounts = () => void accountsQuery.refetch();
  return { accounts, accountsFailed, retryAccounts, selection, mark, unmark, onRowAction, onBulkAction };
}
