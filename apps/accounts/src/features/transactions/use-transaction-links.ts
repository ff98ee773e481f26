// Where paluwagan and debt transactions came from, by the names of their paluwagans and debts.
import { useDebts, usePaluwagans } from '@pitaka/data';
import {
  linkedEditRefusedMessage,
  linkedRevertNotice,
  sourceRowLabel,
  sourceShortText,
  type Transaction,
  type TransactionSource,
} from '@pitaka/domain';
import { useCallback } from 'react';
import type { SourceLink } from './components/transaction-row';

interface Named {
  id: string;
  name: string;
}

export interface TransactionLinks {
  /** The list line: 'Paluwagan: Office Paluwagan, week 3', linking to it. */
  sourceOf: (tx: Transaction) => SourceLink | null;
  /** Why its amount, type, category and account cannot change here. */
  editLockOf: (tx: Transaction) => string | null;
  /** What reverting it also undoes. */
  revertNoticeOf: (tx: Transaction) => string | null;
}

export function useTransactionLinks(): TransactionLinks {
  const { data: paluwagans } = usePaluwagans();
  const { data: debts } = useDebts();

  // A paluwagan or debt that was deleted leaves ordinary transactions behind: no link, no lock.
  const owner = useCallback(
    (source: TransactionSource): (Named & { href: string }) | null => {
      const isDebt = source.kind === 'debt-payment';
      const list: readonly Named[] | undefined = isDebt ? debts : paluwagans;
      const found = list?.find((entity) => entity.id === source.id);
      if (!found) return null;
      const href = `/${isDebt ? 'debt' : 'paluwagan'}/${encodeURIComponent(found.id)}`;
      return { id: found.id, name: found.name, href };
    },
    [paluwagans, debts],
  );

  const sourceOf = useCallback(
    (tx: Transaction): SourceLink | null => {
      const found = tx.source && owner(tx.source);
      return tx.source && found ? { text: sourceShortText(tx.source, found.name), href: found.href } : null;
    },
    [owner],
  );

  const editLockOf = useCallback(
    (tx: Transaction) => {
      const found = tx.source && owner(tx.source);
      return tx.source && found ? linkedEditRefusedMessage(sourceRowLabel(tx.source, found.name)) : null;
    },
    [owner],
  );

  const revertNoticeOf = useCallback(
    (tx: Transaction) => {
      const found = tx.source && owner(tx.source);
      return tx.source && found && !tx.source.reversal ? linkedRevertNotice(tx.source, found.name) : null;
    },
    [owner],
  );

  return { sourceOf, editLockOf, revertNoticeOf };
}
