import { PlaceholderPage } from '@pitaka/ui';

export default function AddTransactionPage() {
  return <PlaceholderPage title="Add Transaction" />;
}
