import { useAccounts } from '@pitaka/data';
import { BackLinkPage } from '@pitaka/remote-kit';
import { Card } from '@pitaka/ui';
import { AccountsState } from '@pitaka/remote-kit';
import { NoAccounts } from '@pitaka/remote-kit';
import { RecurringForm } from '../features/recurring/components/recurring-form';
import { useNewRecurring } from '../features/recurring/use-new-recurring';
import { usePlanningText } from '../i18n/planning-text';

export default function AddRecurringPage() {
  const text = usePlanningText();
  const accounts = useAccounts();
  const { form, busy, submit } = useNewRecurring();
  return (
    <BackLinkPage
      backTo="/recurring"
      backLabel={text('recurring.back')}
      title={text('recurring.add')}
      subtitle={text('recurring.addSubtitle')}
      maxWidth="36rem"
    >
      <AccountsState accounts={accounts} skeletonLines={6} empty={<NoAccounts />}>
        {(list) => (
          <Card>
            <RecurringForm
              form={form}
              accounts={list}
              busy={busy}
              label={text('recurring.newLabel')}
              submitLabel={text('recurring.add')}
              busyLabel={text('recurring.adding')}
              onSubmit={submit}
            />
          </Card>
        )}
      </AccountsState>
    </BackLinkPage>
  );
}
