import {
  insightMonths,
  monthKeyOf,
  type AccountFilter,
  type IsoCurrency,
  type LedgerSummary,
  type MonthKey,
} from '@pitaka/domain';
import { useToday } from '@pitaka/remote-kit';
import { useMemo, useState } from 'react';

export interface InsightsFilters {
  month: MonthKey;
  /** The months that can be picked, newest first. */
  months: readonly MonthKey[];
  setMonth: (month: MonthKey) => void;
  accountId: AccountFilter;
  setAccountId: (accountId: AccountFilter) => void;
  /** Each with its own currency when it has one (its figures are in it, never added to the books'). */
  accounts: readonly { id: string; name: string; currency?: IsoCurrency }[];
}

/** Which month and which accounts the page shows: this Manila month and every account at first. */
export function useInsightsFilters(ledger: LedgerSummary): InsightsFilters {
  const thisMonth = monthKeyOf(useToday());
  const [month, setMonth] = useState(thisMonth);
  const [accountId, setAccountId] = useState<AccountFilter>(null);
  const months = useMemo(() => insightMonths(ledger, thisMonth), [ledger, thisMonth]);
  // From the ledger summary, not the account list: opening /insights reads 13 documents at most.
  const accounts = useMemo(
    () =>
      Object.entries(ledger.names)
        .map(([id, name]) => {
          const currency = ledger.currencies?.[id];
          return currency ? { id, name, currency } : { id, name };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    [ledger],
  );
  return { month, months, setMonth, accountId, setAccountId, accounts };
}
