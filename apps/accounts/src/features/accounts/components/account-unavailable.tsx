import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { LoadError } from '@pitaka/ui';

export interface AccountUnavailableProps {
  state: 'not-found' | 'failed';
  onRetry: () => void;
}

/** 'Account not found', or 'Failed to load account details' with Retry, under the page's own header. */
export function AccountUnavailable({ state, onRetry }: AccountUnavailableProps) {
  return state === 'failed' ? (
    <LoadError message={ACCOUNT_MESSAGES.loadAccountDetailsFailed} onRetry={onRetry} />
  ) : (
    <LoadError message={ACCOUNT_MESSAGES.accountNotFound} />
  );
}
