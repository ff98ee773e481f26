import { PlaceholderPage } from '@pitaka/ui';

export default function PaluwaganDetailPage() {
  return <PlaceholderPage title="Paluwagan Details" />;
}
