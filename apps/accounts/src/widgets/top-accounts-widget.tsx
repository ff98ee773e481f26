import { useAccounts, useCurrency } from '@pitaka/data';
import { ACCOUNT, DASHBOARD_TOP_COUNT, topAccountsByBalance } from '@pitaka/domain';
import { LinkButton, LoadView, queryLoadState } from '@pitaka/remote-kit';
import { AccountsIcon, EmptyState, Skeleton, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { AccountCard, AccountCardSkeleton, AccountGrid } from '../features/accounts/components/account-card';
import { useAccountsText } from '../i18n/accounts-text';

/** The three accounts with the highest balances. */
export default function TopAccountsWidget() {
  const text = useAccountsText();
  const currency = useCurrency();
  const accounts = useAccounts();
  const loading = (
    <Skeleton label={text('common.loadingAccounts')}>
      <AccountGrid>
        {Array.from({ length: DASHBOARD_TOP_COUNT }, (_, i) => (
          <AccountCardSkeleton key={i} />
        ))}
      </AccountGrid>
    </Skeleton>
  );
  return (
    <WidgetCard
      title={text('accounts.title')}
      viewAll={{ to: '/accounts', label: text('widget.accounts.viewAll'), linkAs: Link }}
    >
      <LoadView state={queryLoadState(accounts)} loading={loading} failed={ACCOUNT.loadDashboardFailed}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              title={text('common.noAccountsYet')}
              text={text('widget.accounts.empty.text')}
              icon={<AccountsIcon />}
              action={
                <LinkButton to="/add-account" changes>
                  {text('common.addAccount')}
                </LinkButton>
              }
            />
          ) : (
            <AccountGrid as="ul">
              {topAccountsByBalance(data).map((account) => (
                <AccountCard key={account.id} account={account} currency={currency} />
              ))}
            </AccountGrid>
          )
        }
      </LoadView>
    </WidgetCard>
  );
}
