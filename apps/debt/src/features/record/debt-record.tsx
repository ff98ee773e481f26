import { useDebt } from '@pitaka/data';
import { DEBT_MESSAGES, type Debt } from '@pitaka/domain';
import { RecordView, useRecord, type RecordViewProps, type UnavailableTexts } from '@pitaka/remote-kit';
import { useParams } from 'react-router-dom';
import { DebtSkeleton } from './components/record-skeleton';

const DEBT_UNAVAILABLE: UnavailableTexts = {
  notFound: DEBT_MESSAGES.notFound,
  failed: DEBT_MESSAGES.loadDetailsFailed,
  backTo: '/debt',
  backLabel: 'Back to Debt List',
};

/** The debt the URL names (`:debtId`) for its detail and edit pages, once loaded. */
export function DebtRecord({ children }: Pick<RecordViewProps<Debt>, 'children'>) {
  const { debtId = '' } = useParams();
  const record = useRecord(useDebt(debtId), 'Failed to load debt');
  return (
    <RecordView record={record} loading={<DebtSkeleton />} unavailable={DEBT_UNAVAILABLE}>
      {children}
    </RecordView>
  );
}
