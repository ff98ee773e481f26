import { usePaluwagan } from '@pitaka/data';
import { useRecord } from '@pitaka/remote-kit';
import { useParams } from 'react-router-dom';
import { FormSkeleton } from '../features/form/components/form-skeleton';
import { EditPaluwaganForm } from '../features/form/edit-paluwagan-form';
import { PaluwaganUnavailable } from '../features/record/components/record-unavailable';

/** /paluwagan/{paluwaganId}/edit. */
export default function PaluwaganEditPage() {
  const { paluwaganId = '' } = useParams();
  const record = useRecord(usePaluwagan(paluwaganId), 'Failed to load paluwagan');

  if (record.state === 'ready') {
    const paluwagan = record.value;
    return (
      <EditPaluwaganForm
        key={paluwagan.id}
        paluwagan={paluwagan}
        // While it is being deleted, its record turns "not found" before the page moves on: keep the form.
        onDeleting={(started) => record.hold(started ? paluwagan : null)}
      />
    );
  }
  if (record.state === 'loading') return <FormSkeleton />;
  return <PaluwaganUnavailable state={record.state} onRetry={record.retry} />;
}
