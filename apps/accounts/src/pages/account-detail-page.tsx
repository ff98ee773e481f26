import { useAccount, useAccounts } from '@pitaka/data';
import { ACCOUNT, type Account, type IsoCurrency } from '@pitaka/domain';
import { BackLinkPage, useMessageText, useRecord, useToday } from '@pitaka/remote-kit';
import { Card, EmptyState, LoadError, Skeleton, TransactionsIcon } from '@pitaka/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountSummary } from '../features/accounts/components/account-summary';
import { RateCard } from '../features/rates/components/rate-card';
import { useKeptRates } from '../features/rates/use-kept-rates';
import { AccountUnavailable } from '../features/accounts/components/account-unavailable';
import { TransactionDialogs } from '../features/transactions/components/transaction-dialogs';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { useAccountTransactionsList } from '../features/transactions/use-account-transactions-list';
import { useTransactionActions } from '../features/transactions/use-transaction-actions';
import { useAccountsText } from '../i18n/accounts-text';

const Section = styled(Card)`
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
`;

export default function AccountDetailPage() {
  const text = useAccountsText();
  const { accountId = '' } = useParams();
  const account = useRecord(useAccount(accountId), 'Failed to load account');
  return (
    <BackLinkPage
      backTo="/accounts"
      backLabel={text('common.backToAccounts')}
      title={account.value?.name ?? text('detail.title')}
    >
      {account.state === 'ready' ? (
        <AccountDetail accountId={accountId} summary={account.value} />
      ) : account.state === 'loading' ? (
        <Card>
          <Skeleton label={text('common.loadingAccount')} lines={3} />
        </Card>
      ) : (
        <AccountUnavailable state={account.state} onRetry={account.retry} />
      )}
    </BackLinkPage>
  );
}

/** An account in its own currency: the rate kept for it, and what its balance is worth in the books' currency. */
function AccountRate({ account }: { account: Account & { currency: IsoCurrency } }) {
  const today = useToday();
  return <RateCard currency={account.currency} state={useKeptRates(account, today)} />;
}

function AccountDetail({ accountId, summary }: { accountId: string; summary: Account }) {
  const text = useAccountsText();
  const say = useMessageText();
  const accounts = useAccounts();
  const actions = useTransactionActions(accounts.data);
  const list = useAccountTransactionsList(accountId);
  return (
    <>
      {accounts.isLoadingError && (
        <LoadError message={say(ACCOUNT.loadAccountDataFailed)} onRetry={() => void accounts.refetch()} />
      )}
      <AccountSummary account={summary} currency={actions.currency} />
      {summary.currency && <AccountRate account={{ ...summary, currency: summary.currency }} />}
      <Section aria-labelledby="account-transactions">
        <h2 id="account-transactions">{text('detail.transactions')}</h2>
        <TransactionList
          label={text('detail.transactions.list')}
          {...list}
          errorMessage={say(ACCOUNT.loadTransactionsFailed)}
          currency={actions.currency}
          sourceOf={actions.sourceOf}
          onEdit={actions.startEdit}
          onRevert={actions.startRevert}
          empty={<EmptyState title={text('detail.transactions.empty')} icon={<TransactionsIcon />} />}
        />
      </Section>
      <TransactionDialogs
        modify={actions.modifyDialog}
        modifyTransfer={actions.modifyTransferDialog}
        revert={actions.revertDialog}
      />
    </>
  );
}
