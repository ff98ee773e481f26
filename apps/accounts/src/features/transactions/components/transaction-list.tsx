import type { CurrencyCode, Transaction } from '@pitaka/domain';
import { Button, LoadError, Skeleton } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TransactionRow, TransactionRowSkeleton, type SourceLink } from './transaction-row';
import { useAccountsText } from '../../../i18n/accounts-text';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 1rem;
`;

export interface TransactionListProps {
  /** The list's accessible name, e.g. 'Transactions'. */
  label: string;
  status: 'pending' | 'error' | 'success';
  errorMessage: string;
  onRetry: () => void;
  transactions: readonly Transaction[];
  currency: CurrencyCode;
  sourceOf?: (tx: Transaction) => SourceLink | null;
  showAccount?: boolean;
  onEdit?: (tx: Transaction) => void;
  onRevert?: (tx: Transaction) => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Shown when there are no transactions. */
  empty: ReactNode;
  /** Skeleton rows while loading. */
  skeletonRows?: number;
}

export function TransactionListSkeleton({ label, rows }: { label: string; rows: number }) {
  const text = useAccountsText();
  return (
    <Skeleton label={text('list.loading', { label: label.toLowerCase() })}>
      <div>
        {Array.from({ length: rows }, (_, i) => (
          <TransactionRowSkeleton key={i} wide={i % 2 === 0} />
        ))}
      </div>
    </Skeleton>
  );
}

/** A list of transactions with its loading, failure and empty states, and Load More. */
export function TransactionList(props: TransactionListProps) {
  const text = useAccountsText();
  const { label, status, transactions, hasMore = false, loadingMore = false } = props;
  if (status === 'pending') return <TransactionListSkeleton label={label} rows={props.skeletonRows ?? 5} />;
  if (status === 'error' && transactions.length === 0)
    return <LoadError message={props.errorMessage} onRetry={props.onRetry} />;
  if (transactions.length === 0) return props.empty;
  return (
    <>
      <List aria-label={label}>
        {transactions.map((tx) => (
          <TransactionRow
            key={tx.id}
            tx={tx}
            currency={props.currency}
            source={props.sourceOf?.(tx)}
            showAccount={props.showAccount}
            onEdit={props.onEdit}
            onRevert={props.onRevert}
          />
        ))}
      </List>
      {status === 'error' && <LoadError message={props.errorMessage} onRetry={props.onRetry} />}
      {hasMore && props.onLoadMore && (
        <More>
          <Button type="button" $variant="secondary" onClick={props.onLoadMore} disabled={loadingMore}>
            {text(loadingMore ? 'list.loadingMore' : 'list.loadMore')}
          </Button>
        </More>
      )}
    </>
  );
}
