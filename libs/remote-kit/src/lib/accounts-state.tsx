import { ACCOUNT, type Account } from '@pitaka/domain';
import { Card, Skeleton } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { remoteKitText } from '../i18n/remote-kit-text';
import { LoadView, queryLoadState } from './load-view';

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
  const loading = (
    <Card>
      <Skeleton label={text('accounts.loading')} lines={skeletonLines} />
    </Card>
  );
  return (
    <LoadView state={queryLoadState(accounts)} loading={loading} failed={ACCOUNT.loadAccountDataFailed}>
      {({ data }) => (data.length === 0 ? <Card>{empty}</Card> : children(data))}
    </LoadView>
  );
}
