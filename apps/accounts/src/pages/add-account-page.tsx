import { BackLinkPage } from '@pitaka/remote-kit';
import { Card } from '@pitaka/ui';
import { useNavigate } from 'react-router-dom';
import { AccountForm } from '../features/accounts/components/account-form';
import { useNewAccount } from '../features/accounts/use-new-account';

export default function AddAccountPage() {
  const form = useNewAccount();
  const navigate = useNavigate();
  return (
    <BackLinkPage backTo="/accounts" backLabel="Back to Accounts" title="Add Account" maxWidth="34rem">
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
    </BackLinkPage>
  );
}
