import { PlaceholderPage } from '@pitaka/ui';

export default function AccountSetupPage() {
  return <PlaceholderPage title="Account Setup" />;
}
