import { useDebt } from '@pitaka/data';
import { DEBT, type Debt } from '@pitaka/domain';
import { RecordView, useRecord, type RecordViewProps, type UnavailableTexts } from '@pitaka/remote-kit';
import { useParams } from 'react-router-dom';
import { useDebtText } from '../../i18n/debt-text';
import { DebtSkeleton } from './components/record-skeleton';

/** The debt the URL names (`:debtId`) for its detail and edit pages, once loaded. */
export function DebtRecord({ children }: Pick<RecordViewProps<Debt>, 'children'>) {
  const { debtId = '' } = useParams();
  const record = useRecord(useDebt(debtId), 'Failed to load debt');
  const text = useDebtText();
  const unavailable: UnavailableTexts = {
    notFound: DEBT.notFound,
    failed: DEBT.loadDetailsFailed,
    backTo: '/debt',
    backLabel: text('backToList'),
  };
  return (
    <RecordView record={record} loading={<DebtSkeleton />} unavailable={unavailable}>
      {children}
    </RecordView>
  );
}
