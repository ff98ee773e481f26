import { formatMoney, type Account } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { Card, DangerZone, MoneyText, Skeleton } from '@pitaka/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AccountForm } from '../features/accounts/components/account-form';
import { AccountUnavailable } from '../features/accounts/components/account-unavailable';
import { DeleteAccount } from '../features/accounts/components/delete-account';
import { MoveToHousehold } from '../features/accounts/components/move-to-household';
import { useEditAccount } from '../features/accounts/use-edit-account';
import { useMoveAccount } from '../features/accounts/use-move-account';
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
                <MoneyText
                  amount={account.value.balance}
                  format={(value) => formatMoney(value, account.value.currency ?? edit.currency)}
                />
              }
              submitLabel={text('common.saveChanges')}
              busyLabel={text('common.saving')}
              onCancel={() => navigate(edit.detailPath)}
            />
          </Card>
          <MoveSection account={account.value} />
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

/** Shown in the person's own books when they own a household to move the account into. */
function MoveSection({ account }: { account: Account }) {
  const move = useMoveAccount(account);
  if (!move.chosen) return null;
  return (
    <MoveToHousehold
      account={account}
      households={move.households}
      chosen={move.chosen}
      onChoose={move.choose}
      busy={move.busy}
      onConfirm={() => void move.confirm()}
    />
  );
}
