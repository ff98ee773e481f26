import { ACCOUNT } from '@pitaka/domain';
import { useMessageText } from './message-text';
import { EmptyState } from '@pitaka/ui';
import { LinkButton } from './link-button';
import { remoteKitText } from '../i18n/remote-kit-text';

/** A form that needs an account to book to (a transaction, a recurring item): the way to add one first. */
export function NoAccounts() {
  const text = remoteKitText.useText();
  const say = useMessageText();
  return (
    <EmptyState
      headingLevel={2}
      title={say(ACCOUNT.noAccounts)}
      action={
        <LinkButton to="/add-account" changes>
          {text('accounts.add')}
        </LinkButton>
      }
    />
  );
}
