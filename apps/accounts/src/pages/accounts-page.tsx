import { PlaceholderPage } from '@pitaka/ui';

export default function AccountsPage() {
  return <PlaceholderPage title="Accounts" />;
}
