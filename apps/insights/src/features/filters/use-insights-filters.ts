import { useAccounts } from '@pitaka/data';
import { insightMonths, monthKeyOf, type AccountFilter, type LedgerSummary, type MonthKey } from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { useMemo, useState } from 'react';

export interface InsightsFilters {
  month: MonthKey;
  /** The months that can be picked, newest first. */
  months: readonly MonthKey[];
  setMonth: (month: MonthKey) => void;
  accountId: AccountFilter;
  setAccountId: (accountId: AccountFilter) => void;
  accounts: readonly { id: string; name: string }[];
}

/** Which month and which accounts the page shows: this Manila month and every account at first. */
export function useInsightsFilters(ledger: LedgerSummary): InsightsFilters {
  const thisMonth = monthKeyOf(useToday());
  const [month, setMonth] = useState(thisMonth);
  const [accountId, setAccountId] = useState<AccountFilter>(null);
  const months = useMemo(() => insightMonths(ledger, thisMonth), [ledger, thisMonth]);
  const accounts = useAccounts();
  // Without the accounts the filter offers "All accounts" only; the figures do not need them.
  useLoggedError(accounts.error, 'Failed to load accounts for the insights filter');
  return { month, months, setMonth, accountId, setAccountId, accounts: accounts.data ?? [] };
}
