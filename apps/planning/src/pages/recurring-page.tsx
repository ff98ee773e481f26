import { LinkButton, NewRecordButton } from '@pitaka/remote-kit';
import { Card, EmptyState, LoadError, Page, PageHeader, TransactionsIcon } from '@pitaka/ui';
import styled from 'styled-components';
import { DeleteRecurringDialog } from '../features/recurring/components/delete-recurring-dialog';
import { RecurringListSkeleton } from '../features/recurring/components/recurring-list-skeleton';
import { RecurringSection } from '../features/recurring/components/recurring-section';
import { useRecurringActions } from '../features/recurring/use-recurring-actions';
import { useRecurringList, type RecurringRow } from '../features/recurring/use-recurring-list';
import { usePlanningText } from '../i18n/planning-text';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

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
    <Page>
      <PageHeader
        title={text('recurring.title')}
        subtitle={text('recurring.subtitle')}
        action={
          <HeaderActions>
            <LinkButton to="/upcoming" variant="secondary">
              {text('recurring.seeDue')}
            </LinkButton>
            {add}
          </HeaderActions>
        }
      />
      {list.status === 'loading' && <RecurringListSkeleton />}
      {list.status === 'failed' && <LoadError message={text('recurring.loadFailed')} onRetry={list.retry} />}
      {list.status === 'ready' &&
        (list.bills.length + list.income.length === 0 ? (
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
              rows={list.bills}
              {...sectionActions}
            />
            <RecurringSection
              title={text('recurring.income')}
              emptyText={text('recurring.income.empty')}
              rows={list.income}
              {...sectionActions}
            />
          </>
        ))}
      <DeleteRecurringDialog
        item={actions.deleting}
        busy={actions.deleteBusy}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </Page>
  );
}
