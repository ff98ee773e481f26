import { BackLinkPage } from '@pitaka/remote-kit';
import { Card } from '@pitaka/ui';
import { useNavigate } from 'react-router-dom';
import { AccountForm } from '../features/accounts/components/account-form';
import { useNewAccount } from '../features/accounts/use-new-account';
import { useAccountsText } from '../i18n/accounts-text';

export default function AddAccountPage() {
  const text = useAccountsText();
  const form = useNewAccount();
  const navigate = useNavigate();
  return (
    <BackLinkPage
      backTo="/accounts"
      backLabel={text('common.backToAccounts')}
      title={text('addAccount.title')}
      maxWidth="34rem"
    >
      <Card>
        <AccountForm
          label={text('addAccount.form')}
          {...form}
          ownCurrencyFrom={form.booksCurrency}
          withInitialBalance
          submitLabel={text('addAccount.submit')}
          busyLabel={text('addAccount.busy')}
          onCancel={() => navigate('/accounts')}
        />
      </Card>
    </BackLinkPage>
  );
}
