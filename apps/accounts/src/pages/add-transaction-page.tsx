import { ACCOUNT_MESSAGES, currencySymbol } from '@pitaka/domain';
import { BackLink, Button, EmptyState, Page, PageTitle } from '@pitaka/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountsState } from '../features/accounts/components/accounts-state';
import { AddTransactionForm } from '../features/transactions/components/add-transaction-form';
import type { EntryKind } from '../features/transactions/components/type-toggle';
import { useAddTransactionForm } from '../features/transactions/use-add-transaction';
import { useAddTransferForm } from '../features/transactions/use-add-transfer';

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
  const [params] = useSearchParams();
  const goBack = useGoBack();
  // ?type=transfer&from={accountId} opens Transfer with the source chosen (account detail's button).
  const [kind, setKind] = useState<EntryKind>(params.get('type') === 'transfer' ? 'transfer' : 'expense');
  const form = useAddTransactionForm(params.get('accountId') ?? '', goBack);
  const transfer = useAddTransferForm(form.accounts, form.currency, params.get('from') ?? '', goBack);
  const active = kind === 'transfer' ? transfer : form;
  function changeKind(next: EntryKind) {
    setKind(next);
    if (next !== 'transfer') form.changeType(next);
  }
  return (
    <Narrow>
      <header>
        <BackLink as="button" type="button" onClick={goBack}>
          Back
        </BackLink>
        <PageTitle>Add Transaction</PageTitle>
      </header>
      <AccountsState
        accounts={form.accounts}
        skeletonLines={5}
        empty={
          <EmptyState
            headingLevel={2}
            title={ACCOUNT_MESSAGES.noAccounts}
            action={
              <Button as={Link} to="/add-account">
                Add Account
              </Button>
            }
          />
        }
      >
        {() => (
          <AddTransactionForm
            kind={kind}
            onKindChange={changeKind}
            values={form.values}
            onChange={form.setValues}
            transferValues={transfer.values}
            onTransferChange={transfer.setValues}
            accounts={form.options}
            currencySymbol={currencySymbol(form.currency)}
            error={active.error}
            busy={active.busy}
            onSubmit={active.submit}
            onCancel={goBack}
          />
        )}
      </AccountsState>
    </Narrow>
  );
}
