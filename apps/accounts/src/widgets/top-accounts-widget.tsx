import { Card } from '@pitaka/ui';

export default function TopAccountsWidget() {
  return (
    <Card>
      <h2>Accounts</h2>
      <p>Coming soon.</p>
    </Card>
  );
}
