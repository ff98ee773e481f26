import type { Paluwagan } from '@pitaka/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormSkeleton } from '../features/form/components/form-skeleton';
import { EditPaluwaganForm } from '../features/form/edit-paluwagan-form';
import { RecordUnavailable } from '../features/record/components/record-unavailable';
import { usePaluwaganRecord } from '../features/record/use-paluwagan-record';

/** /paluwagan/{paluwaganId}/edit. */
export default function PaluwaganEditPage() {
  const { paluwaganId = '' } = useParams();
  const record = usePaluwaganRecord(paluwaganId);
  // While it is being deleted, its record turns "not found" before the page moves on: keep the form.
  const [deleting, setDeleting] = useState<Paluwagan | null>(null);
  const paluwagan = record.paluwagan ?? deleting;

  if (paluwagan) {
    return (
      <EditPaluwaganForm
        key={paluwagan.id}
        paluwagan={paluwagan}
        onDeleting={(started) => setDeleting(started ? paluwagan : null)}
      />
    );
  }
  if (record.status === 'loading') return <FormSkeleton />;
  return <RecordUnavailable reason={record.status === 'notFound' ? 'notFound' : 'failed'} onRetry={record.retry} />;
}
