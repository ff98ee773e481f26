import { PALUWAGAN } from '@pitaka/domain';
import { LoadView, NewRecordButton, useToday } from '@pitaka/remote-kit';
import { TitledPage } from '@pitaka/ui';
import { NoPaluwagan } from '../features/list/components/no-paluwagan';
import { PaluwaganCardGrid, PaluwaganCardsSkeleton } from '../features/list/components/paluwagan-card-grid';
import { usePaluwaganCards } from '../features/list/use-paluwagan-cards';
import { usePaluwaganText } from '../i18n/paluwagan-text';

/** /paluwagan: the user's paluwagans as cards, nearest unpaid due date first. */
export default function PaluwaganListPage() {
  const text = usePaluwaganText();
  const list = usePaluwaganCards(useToday());
  const add = (
    <NewRecordButton to="/paluwagan/create" iconSize={18}>
      {text('list.new')}
    </NewRecordButton>
  );
  return (
    <TitledPage title={text('list.title')} subtitle={text('list.subtitle')} action={add}>
      {/* Never an empty state while the list failed: it would invite a duplicate. */}
      <LoadView
        state={list}
        loading={<PaluwaganCardsSkeleton />}
        failed={PALUWAGAN.loadFailed}
        retryLabel={text('list.retry')}
      >
        {({ cards }) => (cards.length > 0 ? <PaluwaganCardGrid cards={cards} /> : <NoPaluwagan />)}
      </LoadView>
    </TitledPage>
  );
}
