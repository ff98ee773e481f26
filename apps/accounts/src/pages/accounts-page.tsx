import { useAccounts, useCurrency } from '@pitaka/data';
import { AccountsState, NewRecordButton } from '@pitaka/remote-kit';
import { AccountsIcon, EmptyState, TitledPage } from '@pitaka/ui';
import { AccountCard, AccountGrid } from '../features/accounts/components/account-card';
import { UnfinishedMove } from '../features/accounts/components/unfinished-move';
import { useUnfinishedMove } from '../features/accounts/use-unfinished-move';
import { useAccountsText } from '../i18n/accounts-text';

export default function AccountsPage() {
  const text = useAccountsText();
  const currency = useCurrency();
  const accounts = useAccounts();
  const unfinished = useUnfinishedMove();
  return (
    <TitledPage
      title={text('accounts.title')}
      subtitle={text('accounts.subtitle')}
      action={
        <NewRecordButton to="/add-account" iconSize={18}>
          {text('common.addAccount')}
        </NewRecordButton>
      }
    >
      {unfinished && <UnfinishedMove {...unfinished} onFinish={() => void unfinished.finish()} />}
      <AccountsState
        accounts={accounts}
        skeletonLines={4}
        empty={
          <EmptyState
            headingLevel={2}
            title={text('common.noAccountsYet')}
            text={text('accounts.empty.text')}
            icon={<AccountsIcon />}
          />
        }
      >
        {(list) => (
          <AccountGrid as="ul" aria-label={text('accounts.title')}>
            {list.map((account) => (
              <AccountCard key={account.id} account={account} currency={currency} showCreated />
            ))}
          </AccountGrid>
        )}
      </AccountsState>
    </TitledPage>
  );
}
