import { ACCOUNT } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Button, EmptyState } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { useAccountsText } from '../../../i18n/accounts-text';

/** A form that needs an account to book to (a transaction, a recurring item): the way to add one first. */
export function NoAccounts() {
  const text = useAccountsText();
  const say = useMessageText();
  return (
    <EmptyState
      headingLevel={2}
      title={say(ACCOUNT.noAccounts)}
      action={
        <Button as={Link} to="/add-account">
          {text('common.addAccount')}
        </Button>
      }
    />
  );
}
