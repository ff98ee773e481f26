import { useAccounts } from '@pitaka/data';
import { BackLink, Card, Page, PageHeader } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccountsState } from '../features/accounts/components/accounts-state';
import { NoAccounts } from '../features/recurring/components/no-accounts';
import { RecurringForm } from '../features/recurring/components/recurring-form';
import { useNewRecurring } from '../features/recurring/use-new-recurring';

const Narrow = styled(Page)`
  max-width: 36rem;
`;

export default function AddRecurringPage() {
  const accounts = useAccounts();
  const { form, busy, submit } = useNewRecurring();
  return (
    <Narrow>
      <PageHeader
        back={
          <BackLink as={Link} to="/recurring">
            Back to Recurring
          </BackLink>
        }
        title="Add Recurring"
        subtitle="A bill you pay or income you receive on a schedule"
      />
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
    </Narrow>
  );
}
