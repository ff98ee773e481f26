import { DEBT } from '@pitaka/domain';
import { LoadView, NewRecordButton } from '@pitaka/remote-kit';
import { TitledPage } from '@pitaka/ui';
import { DebtListSkeleton } from '../features/list/components/debt-list-skeleton';
import { DebtSection } from '../features/list/components/debt-section';
import { useDebtList } from '../features/list/use-debt-list';
import { useDebtText } from '../i18n/debt-text';

export default function DebtListPage() {
  const list = useDebtList();
  const text = useDebtText();
  return (
    <TitledPage
      title={text('list.title')}
      subtitle={text('list.subtitle')}
      action={<NewRecordButton to="/debt/create">{text('newDebt')}</NewRecordButton>}
    >
      <LoadView state={list} loading={<DebtListSkeleton />} failed={DEBT.loadFailed}>
        {({ owe, owed, today }) => (
          <>
            <DebtSection type="owe" debts={owe} today={today} />
            <DebtSection type="owed" debts={owed} today={today} />
          </>
        )}
      </LoadView>
    </TitledPage>
  );
}
