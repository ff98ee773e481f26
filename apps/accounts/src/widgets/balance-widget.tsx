import { Card } from '@pitaka/ui';

export default function BalanceWidget() {
  return (
    <Card>
      <h2>Total Balance</h2>
      <p>Coming soon.</p>
    </Card>
  );
}
