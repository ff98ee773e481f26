import { LoadView, MainPage, NewRecordButton } from '@pitaka/remote-kit';
import { Card, EmptyState, TransactionsIcon } from '@pitaka/ui';
import { DeleteRecurringDialog } from '../features/recurring/components/delete-recurring-dialog';
import { RecurringListSkeleton } from '../features/recurring/components/recurring-list-skeleton';
import { RecurringSection } from '../features/recurring/components/recurring-section';
import { useRecurringActions } from '../features/recurring/use-recurring-actions';
import { useRecurringList, type RecurringRow } from '../features/recurring/use-recurring-list';
import { usePlanningText } from '../i18n/planning-text';

export default function RecurringPage() {
  const text = usePlanningText();
  const add = <NewRecordButton to="/recurring/new">{text('recurring.add')}</NewRecordButton>;
  const list = useRecurringList();
  const actions = useRecurringActions();
  const sectionActions = {
    toggling: actions.toggling,
    onTogglePause: (row: RecurringRow) => void actions.togglePause(row.item),
    onDelete: (row: RecurringRow) => actions.askDelete(row.item),
  };
  return (
    <MainPage
      title={text('recurring.title')}
      subtitle={text('recurring.subtitle')}
      related={{ to: '/upcoming', label: text('recurring.seeDue') }}
      action={add}
    >
      <LoadView state={list} loading={<RecurringListSkeleton />} failed={text('recurring.loadFailed')}>
        {({ bills, income }) =>
          bills.length + income.length === 0 ? (
            <Card>
              <EmptyState
                headingLevel={2}
                title={text('recurring.empty.title')}
                text={text('recurring.empty.text')}
                icon={<TransactionsIcon />}
                action={add}
              />
            </Card>
          ) : (
            <>
              <RecurringSection
                title={text('recurring.bills')}
                emptyText={text('recurring.bills.empty')}
                rows={bills}
                {...sectionActions}
              />
              <RecurringSection
                title={text('recurring.income')}
                emptyText={text('recurring.income.empty')}
                rows={income}
                {...sectionActions}
              />
            </>
          )
        }
      </LoadView>
      <DeleteRecurringDialog
        item={actions.deleting}
        busy={actions.deleteBusy}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </MainPage>
  );
}
