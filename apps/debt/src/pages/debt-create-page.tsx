import { PlaceholderPage } from '@pitaka/ui';

export default function DebtCreatePage() {
  return <PlaceholderPage title="New Debt" />;
}
