import { ACCOUNT_MESSAGES, currencySymbol } from '@pitaka/domain';
import { BackLink, Button, EmptyState, Page, PageTitle } from '@pitaka/ui';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountsState } from '../features/accounts/components/accounts-state';
import { AddTransactionForm } from '../features/transactions/components/add-transaction-form';
import { useAddTransactionForm } from '../features/transactions/use-add-transaction';

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
  const form = useAddTransactionForm(params.get('accountId') ?? '', goBack);
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
            values={form.values}
            onChange={form.setValues}
            onTypeChange={form.changeType}
            accounts={form.options}
            currencySymbol={currencySymbol(form.currency)}
            error={form.error}
            busy={form.busy}
            onSubmit={form.submit}
            onCancel={goBack}
          />
        )}
      </AccountsState>
    </Narrow>
  );
}
