import { Card } from '@pitaka/ui';

export default function DashboardWidget() {
  return (
    <Card>
      <h2>Paluwagan</h2>
      <p>Coming soon.</p>
    </Card>
  );
}
