import { useAccounts, useCurrency } from '@pitaka/data';
import { NewRecordButton } from '@pitaka/remote-kit';
import { AccountsIcon, EmptyState, Page, PageHeader } from '@pitaka/ui';
import { AccountCard, AccountGrid } from '../features/accounts/components/account-card';
import { AccountsState } from '../features/accounts/components/accounts-state';

export default function AccountsPage() {
  const currency = useCurrency();
  const accounts = useAccounts();
  return (
    <Page>
      <PageHeader
        title="Accounts"
        subtitle="Cash, bank accounts, credit cards and e-wallets"
        action={
          <NewRecordButton to="/add-account" iconSize={18}>
            Add Account
          </NewRecordButton>
        }
      />
      <AccountsState
        accounts={accounts}
        skeletonLines={4}
        empty={
          <EmptyState
            headingLevel={2}
            title="No accounts yet"
            text="Add an account to start recording income and expenses."
            icon={<AccountsIcon />}
          />
        }
      >
        {(list) => (
          <AccountGrid as="ul" aria-label="Accounts">
            {list.map((account) => (
              <AccountCard key={account.id} account={account} currency={currency} showCreated />
            ))}
          </AccountGrid>
        )}
      </AccountsState>
    </Page>
  );
}
