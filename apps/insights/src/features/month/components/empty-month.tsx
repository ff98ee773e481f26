import { monthLabel, type MonthKey } from '@pitaka/domain';
import { Button, Card, EmptyState, InsightsIcon } from '@pitaka/ui';
import { Link } from 'react-router-dom';

/** A month in which nothing was earned or spent (transfers between own accounts do not count). */
export function EmptyMonth({ month }: { month: MonthKey }) {
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        icon={<InsightsIcon />}
        title={`No income or expenses in ${monthLabel(month)}`}
        text="Transfers between your own accounts are not counted. Pick another month, or record what you earned and spent."
        action={
          <Button as={Link} to="/add-transaction" $variant="secondary">
            Add Transaction
          </Button>
        }
      />
    </Card>
  );
}
