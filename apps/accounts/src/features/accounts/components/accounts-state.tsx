import { ACCOUNT_MESSAGES, type Account } from '@pitaka/domain';
import { Card, LoadError, Skeleton } from '@pitaka/ui';
import type { ReactNode } from 'react';

/** The parts of the accounts query this component reads. */
export interface AccountsQuery {
  data?: readonly Account[];
  isLoadingError: boolean;
  refetch: () => unknown;
}

export interface AccountsStateProps {
  accounts: AccountsQuery;
  /** Placeholder lines while the accounts load. */
  skeletonLines: number;
  /** Shown, in a card, when there are no accounts yet. */
  empty: ReactNode;
  /** What the page shows once it has accounts. */
  children: (accounts: readonly Account[]) => ReactNode;
}

/** A page that needs the accounts list: loading, failed and none yet, or the page's own content. */
export function AccountsState({ accounts, skeletonLines, empty, children }: AccountsStateProps) {
  if (accounts.isLoadingError) {
    return <LoadError message={ACCOUNT_MESSAGES.loadAccountDataFailed} onRetry={() => void accounts.refetch()} />;
  }
  if (!accounts.data) {
    return (
      <Card>
        <Skeleton label="Loading accounts" lines={skeletonLines} />
      </Card>
    );
  }
  if (accounts.data.length === 0) return <Card>{empty}</Card>;
  return children(accounts.data);
}
