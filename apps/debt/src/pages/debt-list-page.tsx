import { DEBT } from '@pitaka/domain';
import { NewRecordButton, useMessageText } from '@pitaka/remote-kit';
import { LoadError, Page, PageHeader } from '@pitaka/ui';
import { DebtListSkeleton } from '../features/list/components/debt-list-skeleton';
import { DebtSection } from '../features/list/components/debt-section';
import { useDebtList } from '../features/list/use-debt-list';
import { useDebtText } from '../i18n/debt-text';

export default function DebtListPage() {
  const list = useDebtList();
  const text = useDebtText();
  const say = useMessageText();
  return (
    <Page>
      <PageHeader
        title={text('list.title')}
        subtitle={text('list.subtitle')}
        action={<NewRecordButton to="/debt/create">{text('newDebt')}</NewRecordButton>}
      />
      {list.status === 'loading' && <DebtListSkeleton />}
      {list.status === 'failed' && <LoadError message={say(DEBT.loadFailed)} onRetry={list.retry} />}
      {list.status === 'ready' && (
        <>
          <DebtSection type="owe" debts={list.owe} today={list.today} />
          <DebtSection type="owed" debts={list.owed} today={list.today} />
        </>
      )}
    </Page>
  );
}
