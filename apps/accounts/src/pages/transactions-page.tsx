import { PlaceholderPage } from '@pitaka/ui';

export default function TransactionsPage() {
  return <PlaceholderPage title="Transactions" />;
}
