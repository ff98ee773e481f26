import { PlaceholderPage } from '@pitaka/ui';

export default function PaluwaganCreatePage() {
  return <PlaceholderPage title="New Paluwagan" />;
}
