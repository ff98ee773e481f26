import { accountTypeLabel, type Account, type CurrencyCode } from '@pitaka/domain';
import { Button, Card, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccountBalance, accountCreatedText } from './account-figures';

const Layout = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 0.5rem;
  }
`;

const Balance = styled.dd`
  font-size: 2rem;
  font-weight: 700;
`;

const Created = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** Account detail: type, balance, created-on date, and what to do next. */
export function AccountSummary({ account, currency }: { account: Account; currency: CurrencyCode }) {
  const id = encodeURIComponent(account.id);
  return (
    <Layout aria-label="Account summary">
      <div>
        <Facts>
          <dt>Type</dt>
          <dd>{accountTypeLabel(account.type)}</dd>
          <dt>Current Balance</dt>
          <Balance>
            <AccountBalance account={account} currency={currency} />
          </Balance>
        </Facts>
        <Created>{accountCreatedText(account)}</Created>
      </div>
      <Actions>
        <Button as={Link} to={`/add-transaction?accountId=${id}`}>
          Add Transaction
        </Button>
        <Button as={Link} to={`/add-transaction?type=transfer&from=${id}`} $variant="secondary">
          Transfer
        </Button>
        <Button as={Link} to={`/edit-account/${id}`} $variant="secondary">
          Edit Account
        </Button>
      </Actions>
    </Layout>
  );
}
