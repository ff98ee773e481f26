import { ACCOUNT, type Account } from '@pitaka/domain';
import { useMessageText } from './message-text';
import { Card, LoadError, Skeleton } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { remoteKitText } from '../i18n/remote-kit-text';

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
  const text = remoteKitText.useText();
  const say = useMessageText();
  if (accounts.isLoadingError) {
    return <LoadError message={say(ACCOUNT.loadAccountDataFailed)} onRetry={() => void accounts.refetch()} />;
  }
  if (!accounts.data) {
    return (
      <Card>
        <Skeleton label={text('accounts.loading')} lines={skeletonLines} />
      </Card>
    );
  }
  if (accounts.data.length === 0) return <Card>{empty}</Card>;
  return children(accounts.data);
}
