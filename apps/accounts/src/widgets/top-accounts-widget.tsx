import { useAccounts, useCurrency } from '@pitaka/data';
import { ACCOUNT_MESSAGES, DASHBOARD_TOP_COUNT, topAccountsByBalance } from '@pitaka/domain';
import { LinkButton } from '@pitaka/remote-kit';
import { AccountsIcon, EmptyState, LoadError, Skeleton, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { AccountCard, AccountCardSkeleton, AccountGrid } from '../features/accounts/components/account-card';

/** The three accounts with the highest balances. */
export default function TopAccountsWidget() {
  const currency = useCurrency();
  const accounts = useAccounts();
  return (
    <WidgetCard title="Accounts" viewAll={{ to: '/accounts', label: 'View all accounts', linkAs: Link }}>
      {accounts.isPending ? (
        <Skeleton label="Loading accounts">
          <AccountGrid>
            {Array.from({ length: DASHBOARD_TOP_COUNT }, (_, i) => (
              <AccountCardSkeleton key={i} />
            ))}
          </AccountGrid>
        </Skeleton>
      ) : accounts.isLoadingError ? (
        <LoadError message={ACCOUNT_MESSAGES.loadDashboardFailed} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <EmptyState
          title="No accounts yet"
          text="Add the accounts you keep money in to see them here."
          icon={<AccountsIcon />}
          action={<LinkButton to="/add-account">Add Account</LinkButton>}
        />
      ) : (
        <AccountGrid as="ul">
          {topAccountsByBalance(accounts.data).map((account) => (
            <AccountCard key={account.id} account={account} currency={currency} />
          ))}
        </AccountGrid>
      )}
    </WidgetCard>
  );
}
