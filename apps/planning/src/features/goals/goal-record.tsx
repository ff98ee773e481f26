import { useGoal } from '@pitaka/data';
import { BUDGET, type Goal } from '@pitaka/domain';
import { RecordView, type RecordViewProps, type UnavailableTexts, useRecord } from '@pitaka/remote-kit';
import { Card, Page, Skeleton } from '@pitaka/ui';
import { useParams } from 'react-router-dom';
import { usePlanningText } from '../../i18n/planning-text';

/** The goal the URL names (`:goalId`), once loaded; not found or failed otherwise. */
export function GoalRecord({ children }: Pick<RecordViewProps<Goal>, 'children'>) {
  const { goalId = '' } = useParams();
  const record = useRecord(useGoal(goalId), 'Failed to load goal');
  const text = usePlanningText();
  const unavailable: UnavailableTexts = {
    notFound: BUDGET.goalNotFound,
    failed: text('goals.loadFailed'),
    backTo: '/goals',
    backLabel: text('goals.back'),
  };
  const loading = (
    <Page>
      <Card>
        <Skeleton label={text('goals.loading')} lines={5} />
      </Card>
    </Page>
  );
  return (
    <RecordView record={record} loading={loading} unavailable={unavailable}>
      {children}
    </RecordView>
  );
}
