import { formatMoney } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { Card, DangerZone, MoneyText, Skeleton } from '@pitaka/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AccountForm } from '../features/accounts/components/account-form';
import { AccountUnavailable } from '../features/accounts/components/account-unavailable';
import { DeleteAccount } from '../features/accounts/components/delete-account';
import { useEditAccount } from '../features/accounts/use-edit-account';
import { useAccountsText } from '../i18n/accounts-text';

export default function EditAccountPage() {
  const text = useAccountsText();
  const { accountId = '' } = useParams();
  const edit = useEditAccount(accountId);
  const navigate = useNavigate();
  const { account } = edit;
  return (
    <BackLinkPage
      backTo={edit.detailPath}
      backLabel={text('editAccount.back')}
      title={text('editAccount.title')}
      maxWidth="34rem"
    >
      {account.state === 'loading' ? (
        <Card>
          <Skeleton label={text('common.loadingAccount')} lines={4} />
        </Card>
      ) : account.state !== 'ready' ? (
        <AccountUnavailable state={account.state} onRetry={account.retry} />
      ) : (
        <>
          <Card>
            <AccountForm
              label={text('editAccount.form')}
              {...edit.form}
              currentBalance={
                <MoneyText amount={account.value.balance} format={(value) => formatMoney(value, edit.currency)} />
              }
              submitLabel={text('common.saveChanges')}
              busyLabel={text('common.saving')}
              onCancel={() => navigate(edit.detailPath)}
            />
          </Card>
          <DangerZone title={text('editAccount.danger.heading')} label={text('editAccount.danger')}>
            <DeleteAccount
              account={account.value}
              currency={edit.currency}
              busy={edit.deleting}
              onConfirm={edit.deleteAccount}
            />
          </DangerZone>
        </>
      )}
    </BackLinkPage>
  );
}
