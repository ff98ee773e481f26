import { formatMoney } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { Card, MoneyText, Skeleton } from '@pitaka/ui';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountForm } from '../features/accounts/components/account-form';
import { AccountUnavailable } from '../features/accounts/components/account-unavailable';
import { DeleteAccount } from '../features/accounts/components/delete-account';
import { useEditAccount } from '../features/accounts/use-edit-account';
import { useAccountsText } from '../i18n/accounts-text';

const DangerZone = styled(Card)`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

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
          <DangerZone aria-label={text('editAccount.danger')}>
            <h2>{text('editAccount.danger.heading')}</h2>
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
