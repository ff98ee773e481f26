import { useAccounts } from '@pitaka/data';
import { RECURRING, type Account, type RecurringItem } from '@pitaka/domain';
import { BackLinkPage, useMessageText } from '@pitaka/remote-kit';
import { Card } from '@pitaka/ui';
import { AccountsState } from '@pitaka/remote-kit';
import { NoAccounts } from '@pitaka/remote-kit';
import { RecurringForm } from '../features/recurring/components/recurring-form';
import { RecurringRecord } from '../features/recurring/recurring-record';
import { useEditRecurring } from '../features/recurring/use-edit-recurring';
import { usePlanningText } from '../i18n/planning-text';

/** Mounted once the accounts are in: the form starts from the item and the accounts that still exist. */
function EditForm({ item, accounts }: { item: RecurringItem; accounts: readonly Account[] }) {
  const edit = useEditRecurring(item, accounts);
  const text = usePlanningText();
  const say = useMessageText();
  return (
    <Card>
      <RecurringForm
        form={edit.form}
        accounts={accounts}
        busy={edit.busy}
        typeLockedNotice={edit.typeLocked ? say(RECURRING.typeLocked) : undefined}
        accountGone={edit.accountGone}
        label={text('recurring.editLabel')}
        submitLabel={text('recurring.save')}
        busyLabel={text('recurring.saving')}
        onSubmit={edit.submit}
      />
    </Card>
  );
}

function EditRecurring({ item }: { item: RecurringItem }) {
  const accounts = useAccounts();
  const text = usePlanningText();
  return (
    <BackLinkPage
      backTo="/recurring"
      backLabel={text('recurring.back')}
      title={text('recurring.editTitle')}
      maxWidth="36rem"
    >
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
