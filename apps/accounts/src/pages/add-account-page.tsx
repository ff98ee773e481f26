import { BackLink, Card, Page, PageTitle } from '@pitaka/ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AccountForm } from '../features/accounts/components/account-form';
import { useNewAccount } from '../features/accounts/use-new-account';

const Narrow = styled(Page)`
  max-width: 34rem;
`;

export default function AddAccountPage() {
  const form = useNewAccount();
  const navigate = useNavigate();
  return (
    <Narrow>
      <header>
        <BackLink as={Link} to="/accounts">
          Back to Accounts
        </BackLink>
        <PageTitle>Add Account</PageTitle>
      </header>
      <Card>
        <AccountForm
          label="New account"
          {...form}
          withInitialBalance
          submitLabel="Create Account"
          busyLabel="Creating..."
          onCancel={() => navigate('/accounts')}
        />
      </Card>
    </Narrow>
  );
}
