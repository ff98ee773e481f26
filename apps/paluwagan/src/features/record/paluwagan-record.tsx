import { usePaluwagan } from '@pitaka/data';
import { PALUWAGAN_MESSAGES, type Paluwagan } from '@pitaka/domain';
import { RecordView, useRecord, type RecordViewProps, type UnavailableTexts } from '@pitaka/remote-kit';
import { useParams } from 'react-router-dom';

const PALUWAGAN_UNAVAILABLE: UnavailableTexts = {
  notFound: PALUWAGAN_MESSAGES.notFound,
  failed: PALUWAGAN_MESSAGES.loadDetailsFailed,
  notFoundDetail: 'It may have been deleted, or the link is wrong.',
  failedDetail: 'Check your connection and try again.',
  backTo: '/paluwagan',
  backLabel: 'Back to Paluwagan List',
  retryLabel: 'Try again',
};

/** The paluwagan the URL names (`:paluwaganId`) for its detail and edit pages, once loaded. */
export function PaluwaganRecord({ loading, children }: Pick<RecordViewProps<Paluwagan>, 'loading' | 'children'>) {
  const { paluwaganId = '' } = useParams();
  const record = useRecord(usePaluwagan(paluwaganId), 'Failed to load paluwagan');
  return (
    <RecordView record={record} loading={loading} unavailable={PALUWAGAN_UNAVAILABLE}>
      {children}
    </RecordView>
  );
}
