import { Button, Card, EmptyState, InsightsIcon } from '@pitaka/ui';
import { Link } from 'react-router-dom';

/** A new user: no money has moved yet, so there is nothing to chart. */
export function NoInsightsYet() {
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        icon={<InsightsIcon />}
        title="No insights yet"
        text="Record your income and expenses, and this page shows where your money goes each month."
        action={
          <Button as={Link} to="/add-transaction">
            Add Transaction
          </Button>
        }
      />
    </Card>
  );
}
