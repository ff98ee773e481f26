import { LinkButton, NewRecordButton } from '@pitaka/remote-kit';
import { Card, EmptyState, LoadError, Page, PageHeader, TransactionsIcon } from '@pitaka/ui';
import styled from 'styled-components';
import { DeleteRecurringDialog } from '../features/recurring/components/delete-recurring-dialog';
import { RecurringListSkeleton } from '../features/recurring/components/recurring-list-skeleton';
import { RecurringSection } from '../features/recurring/components/recurring-section';
import { RECURRING_TEXTS } from '../features/recurring/recurring-texts';
import { useRecurringActions } from '../features/recurring/use-recurring-actions';
import { useRecurringList, type RecurringRow } from '../features/recurring/use-recurring-list';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const ADD = <NewRecordButton to="/recurring/new">Add Recurring</NewRecordButton>;

export default function RecurringPage() {
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
        title="Recurring"
        subtitle="Bills you pay and income you receive on a schedule"
        action={
          <HeaderActions>
            <LinkButton to="/upcoming" variant="secondary">
              See what is due
            </LinkButton>
            {ADD}
          </HeaderActions>
        }
      />
      {list.status === 'loading' && <RecurringListSkeleton />}
      {list.status === 'failed' && <LoadError message={RECURRING_TEXTS.loadFailed} onRetry={list.retry} />}
      {list.status === 'ready' &&
        (list.bills.length + list.income.length === 0 ? (
          <Card>
            <EmptyState
              headingLevel={2}
              title="No recurring bills or income yet"
              text="Add the bills you pay and the income you receive on a schedule to see what is due and when."
              icon={<TransactionsIcon />}
              action={ADD}
            />
          </Card>
        ) : (
          <>
            <RecurringSection title="Bills" emptyText="No recurring bills yet." rows={list.bills} {...sectionActions} />
            <RecurringSection
              title="Expected income"
              emptyText="No expected income yet."
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
