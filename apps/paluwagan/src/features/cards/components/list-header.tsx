import { Button, PageHeaderRow, PageSubtitle, PageTitle, PlusIcon } from '@pitaka/ui';
import { Link } from 'react-router-dom';

export function PaluwaganListHeader() {
  return (
    <PageHeaderRow>
      <div>
        <PageTitle>Paluwagan</PageTitle>
        <PageSubtitle>Manage your Paluwagan contributions and payouts</PageSubtitle>
      </div>
      <Button as={Link} to="/paluwagan/create">
        <PlusIcon size={18} />
        New Paluwagan
      </Button>
    </PageHeaderRow>
  );
}
