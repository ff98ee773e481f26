import { PlaceholderPage } from '@pitaka/ui';

export default function PaluwaganListPage() {
  return <PlaceholderPage title="Paluwagan" subtitle="Manage your Paluwagan contributions and payouts" />;
}
