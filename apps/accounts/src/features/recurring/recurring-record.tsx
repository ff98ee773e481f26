import { useRecurringItem } from '@pitaka/data';
import { RECURRING_MESSAGES, type RecurringItem } from '@pitaka/domain';
import { RecordView, useRecord, type RecordViewProps, type UnavailableTexts } from '@pitaka/remote-kit';
import { Card, Page, Skeleton } from '@pitaka/ui';
import { useParams } from 'react-router-dom';
import { RECURRING_TEXTS } from './recurring-texts';

const UNAVAILABLE: UnavailableTexts = {
  notFound: RECURRING_MESSAGES.notFound,
  failed: RECURRING_TEXTS.loadDetailsFailed,
  backTo: '/recurring',
  backLabel: 'Back to Recurring',
};

const LOADING = (
  <Page>
    <Card>
      <Skeleton label="Loading recurring item" lines={6} />
    </Card>
  </Page>
);

/** The recurring item the URL names (`:recurringId`), once loaded; not found or failed otherwise. */
export function RecurringRecord({ children }: Pick<RecordViewProps<RecurringItem>, 'children'>) {
  const { recurringId = '' } = useParams();
  const record = useRecord(useRecurringItem(recurringId), 'Failed to load recurring item');
  return (
    <RecordView record={record} loading={LOADING} unavailable={UNAVAILABLE}>
      {children}
    </RecordView>
  );
}
