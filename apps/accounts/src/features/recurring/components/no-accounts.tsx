import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { Button, EmptyState } from '@pitaka/ui';
import { Link } from 'react-router-dom';

/** A recurring item needs an account to be paid from or into: the way to add one first. */
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
