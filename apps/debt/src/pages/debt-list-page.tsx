import { DEBT_MESSAGES } from '@pitaka/domain';
import { NewRecordButton } from '@pitaka/remote-kit';
import { LoadError, Page, PageHeader } from '@pitaka/ui';
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
        action={<NewRecordButton to="/debt/create">New Debt</NewRecordButton>}
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
