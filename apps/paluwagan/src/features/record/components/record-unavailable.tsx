import { PALUWAGAN_MESSAGES } from '@pitaka/domain';
import { RecordUnavailable } from '@pitaka/ui';
import { Link } from 'react-router-dom';

export interface PaluwaganUnavailableProps {
  state: 'not-found' | 'failed';
  onRetry: () => void;
}

/** 'Paluwagan not found' or the load failure (with Try again), and the way back to the list. */
export function PaluwaganUnavailable({ state, onRetry }: PaluwaganUnavailableProps) {
  const notFound = state === 'not-found';
  return (
    <RecordUnavailable
      title={notFound ? PALUWAGAN_MESSAGES.notFound : PALUWAGAN_MESSAGES.loadDetailsFailed}
      detail={notFound ? 'It may have been deleted, or the link is wrong.' : 'Check your connection and try again.'}
      backTo="/paluwagan"
      backLabel="Back to Paluwagan List"
      linkAs={Link}
      onRetry={notFound ? undefined : onRetry}
      retryLabel="Try again"
    />
  );
}
