import { ACCOUNT } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { LoadError } from '@pitaka/ui';

export interface AccountUnavailableProps {
  state: 'not-found' | 'failed';
  onRetry: () => void;
}

/** 'Account not found', or 'Failed to load account details' with Retry, under the page's own header. */
export function AccountUnavailable({ state, onRetry }: AccountUnavailableProps) {
  const say = useMessageText();
  return state === 'failed' ? (
    <LoadError message={say(ACCOUNT.loadAccountDetailsFailed)} onRetry={onRetry} />
  ) : (
    <LoadError message={say(ACCOUNT.accountNotFound)} />
  );
}
