import { NewRecordButton, useToday } from '@pitaka/remote-kit';
import { Page, PageHeader } from '@pitaka/ui';
import { ListLoadFailed } from '../features/list/components/list-load-failed';
import { NoPaluwagan } from '../features/list/components/no-paluwagan';
import { PaluwaganCardGrid, PaluwaganCardsSkeleton } from '../features/list/components/paluwagan-card-grid';
import { usePaluwaganCards } from '../features/list/use-paluwagan-cards';
import { usePaluwaganText } from '../i18n/paluwagan-text';

/** /paluwagan: the user's paluwagans as cards, nearest unpaid due date first. */
export default function PaluwaganListPage() {
  const text = usePaluwaganText();
  const today = useToday();
  const { status, cards, retry } = usePaluwaganCards(today);
  return (
    <Page>
      <PageHeader
        title={text('list.title')}
        subtitle={text('list.subtitle')}
        action={
          <NewRecordButton to="/paluwagan/create" iconSize={18}>
            {text('list.new')}
          </NewRecordButton>
        }
      />
      {status === 'loading' && <PaluwaganCardsSkeleton />}
      {status === 'failed' && <ListLoadFailed onRetry={retry} />}
      {status === 'ready' && (cards.length > 0 ? <PaluwaganCardGrid cards={cards} /> : <NoPaluwagan />)}
    </Page>
  );
}
