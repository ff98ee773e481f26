import { PlaceholderPage } from '@pitaka/ui';

export default function PaluwaganEditPage() {
  return <PlaceholderPage title="Edit Paluwagan" />;
}
