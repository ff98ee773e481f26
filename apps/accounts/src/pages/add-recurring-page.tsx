import { useAccounts } from '@pitaka/data';
import { BackLinkPage } from '@pitaka/remote-kit';
import { Card } from '@pitaka/ui';
import { AccountsState } from '../features/accounts/components/accounts-state';
import { NoAccounts } from '../features/accounts/components/no-accounts';
import { RecurringForm } from '../features/recurring/components/recurring-form';
import { useNewRecurring } from '../features/recurring/use-new-recurring';

export default function AddRecurringPage() {
  const accounts = useAccounts();
  const { form, busy, submit } = useNewRecurring();
  return (
    <BackLinkPage
      backTo="/recurring"
      backLabel="Back to Recurring"
      title="Add Recurring"
      subtitle="A bill you pay or income you receive on a schedule"
      maxWidth="36rem"
    >
      <AccountsState accounts={accounts} skeletonLines={6} empty={<NoAccounts />}>
        {(list) => (
          <Card>
            <RecurringForm
              form={form}
              accounts={list}
              busy={busy}
              label="New recurring item"
              submitLabel="Add Recurring"
              busyLabel="Adding..."
              onSubmit={submit}
            />
          </Card>
        )}
      </AccountsState>
    </BackLinkPage>
  );
}
