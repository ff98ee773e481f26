import { BackLink, Page, PageTitle } from '@pitaka/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountsState } from '@pitaka/remote-kit';
import { NoAccounts } from '@pitaka/remote-kit';
import { AddTransactionForm } from '../features/transactions/components/add-transaction-form';
import type { EntryKind } from '../features/transactions/components/type-toggle';
import { useAddTransactionForm } from '../features/transactions/use-add-transaction';
import { useAddTransferForm } from '../features/transactions/use-add-transfer';
import { useAccountsText } from '../i18n/accounts-text';

const Narrow = styled(Page)`
  max-width: 36rem;
`;

/** Back one step, as the spec says; a page opened directly has no step to go back to. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate('/transactions') : navigate(-1));
}

export default function AddTransactionPage() {
  const text = useAccountsText();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  // ?type=transfer&from={accountId} opens Transfer with the source chosen (account detail's button).
  const [kind, setKind] = useState<EntryKind>(params.get('type') === 'transfer' ? 'transfer' : 'expense');
  const form = useAddTransactionForm(params.get('accountId') ?? '', goBack);
  const transfer = useAddTransferForm(form.accounts, form.currency, params.get('from') ?? '', goBack);
  function changeKind(next: EntryKind) {
    setKind(next);
    if (next !== 'transfer') form.changeType(next);
  }
  return (
    <Narrow>
      <header>
        <BackLink as="button" type="button" onClick={goBack}>
          {text('addTransaction.back')}
        </BackLink>
        <PageTitle>{text('common.addTransaction')}</PageTitle>
      </header>
      <AccountsState accounts={form.accounts} skeletonLines={5} empty={<NoAccounts />}>
        {() => (
          <AddTransactionForm
            kind={kind}
            onKindChange={changeKind}
            transaction={form}
            transfer={transfer}
            accounts={form.options}
            currency={form.currency}
            onCancel={goBack}
          />
        )}
      </AccountsState>
    </Narrow>
  );
}
