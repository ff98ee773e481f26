import { usePaluwagan } from '@pitaka/data';
import { PALUWAGAN, type Paluwagan } from '@pitaka/domain';
import { RecordView, useRecord, type RecordViewProps, type UnavailableTexts } from '@pitaka/remote-kit';
import { useParams } from 'react-router-dom';
import { usePaluwaganText } from '../../i18n/paluwagan-text';

/** The paluwagan the URL names (`:paluwaganId`) for its detail and edit pages, once loaded. */
export function PaluwaganRecord({ loading, children }: Pick<RecordViewProps<Paluwagan>, 'loading' | 'children'>) {
  const { paluwaganId = '' } = useParams();
  const record = useRecord(usePaluwagan(paluwaganId), 'Failed to load paluwagan');
  const text = usePaluwaganText();
  const unavailable: UnavailableTexts = {
    notFound: PALUWAGAN.notFound,
    failed: PALUWAGAN.loadDetailsFailed,
    notFoundDetail: text('record.notFoundDetail'),
    failedDetail: text('record.failedDetail'),
    backTo: '/paluwagan',
    backLabel: text('record.back'),
    retryLabel: text('record.retry'),
  };
  return (
    <RecordView record={record} loading={loading} unavailable={unavailable}>
      {children}
    </RecordView>
  );
}
