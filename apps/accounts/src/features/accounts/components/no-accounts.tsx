import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { Button, EmptyState } from '@pitaka/ui';
import { Link } from 'react-router-dom';

/** A form that needs an account to book to (a transaction, a recurring item): the way to add one first. */
export function NoAccounts() {
  return (
    <EmptyState
      headingLevel={2}
      title={ACCOUNT_MESSAGES.noAccounts}
      action={
        <Button as={Link} to="/add-account">
          Add Account
        </Button>
      }
    />
  );
}
