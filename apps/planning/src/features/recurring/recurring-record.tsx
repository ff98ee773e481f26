import { useRecurringItem } from '@pitaka/data';
import { RECURRING, type RecurringItem } from '@pitaka/domain';
import { RecordView, type RecordViewProps, type UnavailableTexts, useRecord } from '@pitaka/remote-kit';
import { Card, Page, Skeleton } from '@pitaka/ui';
import { useParams } from 'react-router-dom';
import { usePlanningText } from '../../i18n/planning-text';

/** The recurring item the URL names (`:recurringId`), once loaded; not found or failed otherwise. */
export function RecurringRecord({ children }: Pick<RecordViewProps<RecurringItem>, 'children'>) {
  const { recurringId = '' } = useParams();
  const record = useRecord(useRecurringItem(recurringId), 'Failed to load recurring item');
  const text = usePlanningText();
  const unavailable: UnavailableTexts = {
    notFound: RECURRING.notFound,
    failed: text('recurring.loadDetailsFailed'),
    backTo: '/recurring',
    backLabel: text('recurring.back'),
  };
  const loading = (
    <Page>
      <Card>
        <Skeleton label={text('recurring.loadingItem')} lines={6} />
      </Card>
    </Page>
  );
  return (
    <RecordView record={record} loading={loading} unavailable={unavailable}>
      {children}
    </RecordView>
  );
}
