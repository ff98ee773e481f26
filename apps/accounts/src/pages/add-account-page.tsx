import { PlaceholderPage } from '@pitaka/ui';

export default function AddAccountPage() {
  return <PlaceholderPage title="Add Account" />;
}
