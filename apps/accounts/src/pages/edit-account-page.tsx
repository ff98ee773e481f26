import { PlaceholderPage } from '@pitaka/ui';

export default function EditAccountPage() {
  return <PlaceholderPage title="Edit Account" />;
}
