import { PlaceholderPage } from '@pitaka/ui';

export default function DebtListPage() {
  return <PlaceholderPage title="Debt Management" subtitle="Track your debts and credits" />;
}
