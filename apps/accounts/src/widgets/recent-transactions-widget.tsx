import { Card } from '@pitaka/ui';

export default function RecentTransactionsWidget() {
  return (
    <Card>
      <h2>Recent Transactions</h2>
      <p>Coming soon.</p>
    </Card>
  );
}
