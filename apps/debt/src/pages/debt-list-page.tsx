import { DEBT_MESSAGES } from '@pitaka/domain';
import { Button, LoadError, Page, PageHeaderRow, PageSubtitle, PageTitle, PlusIcon } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { DebtListSkeleton } from '../features/debt-list/components/debt-list-skeleton';
import { DebtSection } from '../features/debt-list/components/debt-section';
import { useDebtList } from '../features/debt-list/use-debt-list';

export default function DebtListPage() {
  const list = useDebtList();
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <PageTitle>Debt Management</PageTitle>
          <PageSubtitle>Track your debts and credits</PageSubtitle>
        </div>
        <Button as={Link} to="/debt/create">
          <PlusIcon />
          New Debt
        </Button>
      </PageHeaderRow>
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
