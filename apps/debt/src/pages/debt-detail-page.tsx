import { PlaceholderPage } from '@pitaka/ui';

export default function DebtDetailPage() {
  return <PlaceholderPage title="Debt Details" />;
}
