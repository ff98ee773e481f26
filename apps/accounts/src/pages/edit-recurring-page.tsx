import { useAccounts } from '@pitaka/data';
import { RECURRING_MESSAGES, type Account, type RecurringItem } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { Card } from '@pitaka/ui';
import { AccountsState } from '../features/accounts/components/accounts-state';
import { NoAccounts } from '../features/accounts/components/no-accounts';
import { RecurringForm } from '../features/recurring/components/recurring-form';
import { RecurringRecord } from '../features/recurring/recurring-record';
import { useEditRecurring } from '../features/recurring/use-edit-recurring';

/** Mounted once the accounts are in: the form starts from the item and the accounts that still exist. */
function EditForm({ item, accounts }: { item: RecurringItem; accounts: readonly Account[] }) {
  const edit = useEditRecurring(item, accounts);
  return (
    <Card>
      <RecurringForm
        form={edit.form}
        accounts={accounts}
        busy={edit.busy}
        typeLockedNotice={edit.typeLocked ? RECURRING_MESSAGES.typeLocked : undefined}
        accountGone={edit.accountGone}
        label="Edit recurring item"
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={edit.submit}
      />
    </Card>
  );
}

function EditRecurring({ item }: { item: RecurringItem }) {
  const accounts = useAccounts();
  return (
    <BackLinkPage backTo="/recurring" backLabel="Back to Recurring" title="Edit Recurring" maxWidth="36rem">
      <AccountsState accounts={accounts} skeletonLines={6} empty={<NoAccounts />}>
        {(list) => <EditForm item={item} accounts={list} />}
      </AccountsState>
    </BackLinkPage>
  );
}

export default function EditRecurringPage() {
  // Keyed: another item (a new URL) starts from its own values.
  return <RecurringRecord>{(item) => <EditRecurring key={item.id} item={item} />}</RecurringRecord>;
}
