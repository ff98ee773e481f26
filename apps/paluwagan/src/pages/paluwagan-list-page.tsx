import { NewRecordButton, useToday } from '@pitaka/remote-kit';
import { Page, PageHeader } from '@pitaka/ui';
import { ListLoadFailed } from '../features/list/components/list-load-failed';
import { NoPaluwagan } from '../features/list/components/no-paluwagan';
import { PaluwaganCardGrid, PaluwaganCardsSkeleton } from '../features/list/components/paluwagan-card-grid';
import { usePaluwaganCards } from '../features/list/use-paluwagan-cards';

/** /paluwagan: the user's paluwagans as cards, nearest unpaid due date first. */
export default function PaluwaganListPage() {
  const today = useToday();
  const { status, cards, retry } = usePaluwaganCards(today);
  return (
    <Page>
      <PageHeader
        title="Paluwagan"
        subtitle="Manage your Paluwagan contributions and payouts"
        action={
          <NewRecordButton to="/paluwagan/create" iconSize={18}>
            New Paluwagan
          </NewRecordButton>
        }
      />
      {status === 'loading' && <PaluwaganCardsSkeleton />}
      {status === 'failed' && <ListLoadFailed onRetry={retry} />}
      {status === 'ready' && (cards.length > 0 ? <PaluwaganCardGrid cards={cards} /> : <NoPaluwagan />)}
    </Page>
  );
}
