import { useParams } from 'react-router-dom';
import { RecordUnavailable } from '../features/record/components/record-unavailable';
import { usePaluwaganRecord } from '../features/record/use-paluwagan-record';
import { useToday } from '@pitaka/remote-kit';
import { DetailSkeleton } from '../features/tracking/components/detail-skeleton';
import { PaluwaganDetail } from '../features/tracking/paluwagan-detail';

/** /paluwagan/{paluwaganId}. */
export default function PaluwaganDetailPage() {
  const { paluwaganId = '' } = useParams();
  const record = usePaluwaganRecord(paluwaganId);
  const today = useToday();
  if (record.paluwagan) return <PaluwaganDetail paluwagan={record.paluwagan} today={today} />;
  if (record.status === 'loading') return <DetailSkeleton />;
  return <RecordUnavailable reason={record.status === 'notFound' ? 'notFound' : 'failed'} onRetry={record.retry} />;
}
