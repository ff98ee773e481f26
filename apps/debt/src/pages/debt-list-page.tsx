import { DEBT_MESSAGES } from '@pitaka/domain';
import { Button, LoadError, Page, PageHeader, PlusIcon } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { DebtListSkeleton } from '../features/list/components/debt-list-skeleton';
import { DebtSection } from '../features/list/components/debt-section';
import { useDebtList } from '../features/list/use-debt-list';

export default function DebtListPage() {
  const list = useDebtList();
  return (
    <Page>
      <PageHeader
        title="Debt Management"
        subtitle="Track your debts and credits"
        action={
          <Button as={Link} to="/debt/create">
            <PlusIcon />
            New Debt
          </Button>
        }
      />
      {list.status === 'loading' && <DebtListSkeleton />}
      {list.status === 'failed' && <LoadError message={DEBT_MESSAGES.loadFailed} onRetry={list.retry} />}
      {list.status === 'ready' && (
        <>
          <DebtSection type="owe" debts={list.owe} today={list.today} />
          <DebtSection type="owed" debts={list.owed} today={list.today} />
        </>
      )}
    </Page>
  );
}
