import { PlaceholderPage } from '@pitaka/ui';

export default function DebtEditPage() {
  return <PlaceholderPage title="Edit Debt" />;
}
