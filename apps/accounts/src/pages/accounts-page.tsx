import { useAccounts, useCurrency } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import {
  AccountsIcon,
  Button,
  Card,
  EmptyState,
  LoadError,
  Page,
  PageHeaderRow,
  PageSubtitle,
  PageTitle,
  PlusIcon,
  Skeleton,
} from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { AccountCard, AccountGrid } from '../features/accounts/components/account-card';

export default function AccountsPage() {
  const currency = useCurrency();
  const accounts = useAccounts();
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <PageTitle>Accounts</PageTitle>
          <PageSubtitle>Cash, bank accounts, credit cards and e-wallets</PageSubtitle>
        </div>
        <Button as={Link} to="/add-account">
          <PlusIcon size={18} /> Add Account
        </Button>
      </PageHeaderRow>
      {accounts.isPending ? (
        <Card>
          <Skeleton label="Loading accounts" lines={4} />
        </Card>
      ) : accounts.isLoadingError ? (
        <LoadError message={ACCOUNT_MESSAGES.loadAccountDataFailed} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <Card>
          <EmptyState
            headingLevel={2}
            title="No accounts yet"
            text="Add an account to start recording income and expenses."
            icon={<AccountsIcon />}
          />
        </Card>
      ) : (
        <AccountGrid aria-label="Accounts">
          {accounts.data.map((account) => (
            <AccountCard key={account.id} account={account} currency={currency} showCreated />
          ))}
        </AccountGrid>
      )}
    </Page>
  );
}
