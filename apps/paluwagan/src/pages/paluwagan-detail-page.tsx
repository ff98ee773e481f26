import { usePaluwagan } from '@pitaka/data';
import { useRecord, useToday } from '@pitaka/remote-kit';
import { useParams } from 'react-router-dom';
import { PaluwaganUnavailable } from '../features/record/components/record-unavailable';
import { DetailSkeleton } from '../features/tracking/components/detail-skeleton';
import { PaluwaganDetail } from '../features/tracking/paluwagan-detail';

/** /paluwagan/{paluwaganId}. */
export default function PaluwaganDetailPage() {
  const { paluwaganId = '' } = useParams();
  const record = useRecord(usePaluwagan(paluwaganId), 'Failed to load paluwagan');
  const today = useToday();
  if (record.state === 'ready') return <PaluwaganDetail paluwagan={record.value} today={today} />;
  if (record.state === 'loading') return <DetailSkeleton />;
  return <PaluwaganUnavailable state={record.state} onRetry={record.retry} />;
}
