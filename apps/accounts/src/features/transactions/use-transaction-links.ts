// Where paluwagan and debt transactions came from, by the names of their paluwagans and debts.
import { useDebts, usePaluwagans } from '@pitaka/data';
import {
  linkedEditRefused,
  linkedRevert,
  sourceRow,
  sourceShort,
  type Transaction,
  type TransactionSource,
} from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useCallback } from 'react';
import type { SourceLink } from './components/transaction-row';

interface Named {
  id: string;
  name: string;
}

/** Texts in the page's language. */
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
  const say = useMessageText();

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
      return tx.source && found ? { text: say(sourceShort(tx.source, found.name)), href: found.href } : null;
    },
    [owner, say],
  );

  const editLockOf = useCallback(
    (tx: Transaction) => {
      const found = tx.source && owner(tx.source);
      return tx.source && found ? say(linkedEditRefused(sourceRow(tx.source, found.name))) : null;
    },
    [owner, say],
  );

  const revertNoticeOf = useCallback(
    (tx: Transaction) => {
      const found = tx.source && owner(tx.source);
      return tx.source && found && !tx.source.reversal ? say(linkedRevert(tx.source, found.name)) : null;
    },
    [owner, say],
  );

  return { sourceOf, editLockOf, revertNoticeOf };
}
