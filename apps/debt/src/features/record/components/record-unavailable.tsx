import { DEBT_MESSAGES } from '@pitaka/domain';
import { RecordUnavailable } from '@pitaka/ui';
import { Link } from 'react-router-dom';

export interface DebtUnavailableProps {
  state: 'not-found' | 'failed';
  /** Offered for a failed load. */
  onRetry: () => void;
}

/** 'Debt not found' or 'Failed to load debt details' (with Retry), and the way back to the list. */
export function DebtUnavailable({ state, onRetry }: DebtUnavailableProps) {
  const notFound = state === 'not-found';
  return (
    <RecordUnavailable
      title={notFound ? DEBT_MESSAGES.notFound : DEBT_MESSAGES.loadDetailsFailed}
      backTo="/debt"
      backLabel="Back to Debt List"
      linkAs={Link}
      onRetry={notFound ? undefined : onRetry}
    />
  );
}
