import { PlaceholderPage } from '@pitaka/ui';

export default function AccountDetailPage() {
  return <PlaceholderPage title="Account Details" />;
}
