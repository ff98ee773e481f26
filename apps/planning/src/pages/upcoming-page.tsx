import {
  RECURRING,
  EMPTY_DUE_SELECTION,
  canSelectDue,
  toggleDueSelection,
  type DueItem,
  type DueSelection,
} from '@pitaka/domain';
import { LinkButton, LoadView, MainPage, useCanChangeMoney } from '@pitaka/remote-kit';
import { EmptyState, LoadingState, PaymentSourceDialog, SectionCard, SectionNote } from '@pitaka/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DueItemRow } from '../features/upcoming/components/due-item-row';
import { SelectionBar } from '../features/upcoming/components/selection-bar';
import { DueSummary } from '../features/upcoming/components/due-summary';
import { DownloadCalendarButton } from '../features/upcoming/components/download-calendar-button';
import { useDueActions } from '../features/upcoming/use-due-actions';
import { allDue, useUpcoming, type ReadyUpcoming } from '../features/upcoming/use-upcoming';
import { usePlanningText } from '../i18n/planning-text';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/** Everything due: overdue, this week and the next 30 days, payable from here. */
export default function UpcomingPage() {
  const text = usePlanningText();
  const upcoming = useUpcoming();
  return (
    <MainPage
      title={text('upcoming.title')}
      subtitle={text('upcoming.subtitle')}
      related={{ to: '/recurring', label: text('upcoming.recurringLink') }}
      action={upcoming.status === 'ready' && <DownloadCalendarButton items={allDue(upcoming)} today={upcoming.today} />}
    >
      <LoadView
        state={upcoming}
        loading={<LoadingState label={text('upcoming.loading')} />}
        failed={RECURRING.loadDueFailed}
      >
        {(ready) => <DueLists upcoming={ready} />}
      </LoadView>
    </MainPage>
  );
}

function DueLists({ upcoming }: { upcoming: ReadyUpcoming }) {
  const text = usePlanningText();
  const { groups, sources, today, totals, cover } = upcoming;
  const actions = useDueActions(sources, upcoming.accounts, today);
  const canChange = useCanChangeMoney();
  const items = allDue(upcoming);
  const [ticked, setTicked] = useState<DueSelection>(EMPTY_DUE_SELECTION);
  // Items paid or gone since they were ticked (here or in another tab) leave the selection.
  const selected = items.filter((i) => ticked.ids.includes(i.id));
  const selection: DueSelection =
    selected.length === 0 ? EMPTY_DUE_SELECTION : { ...ticked, ids: selected.map((i) => i.id) };
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={text('upcoming.empty.title')}
        text={text('upcoming.empty.text')}
        action={
          <LinkButton to="/recurring/new" changes>
            {text('recurring.add')}
          </LinkButton>
        }
      />
    );
  }
  const toggle = (item: DueItem) => setTicked(toggleDueSelection(selection, item));
  const section = (title: string, list: DueItem[], empty: string) => (
    <SectionCard title={title}>
      {list.length === 0 ? (
        <SectionNote>{empty}</SectionNote>
      ) : (
        <List aria-label={title}>
          {list.map((item) => (
            <DueItemRow
              key={item.id}
              item={item}
              today={today}
              selection={{
                selected: selection.ids.includes(item.id),
                selectable: canSelectDue(selection, item),
                onToggle: toggle,
              }}
              onPay={(i) => actions.pay([i])}
              onSkip={item.kind === 'recurring' ? (i) => void actions.skip(i) : undefined}
              busy={actions.skipping}
              readOnly={!canChange}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
  return (
    <Sections>
      <DueSummary totals={totals} cover={cover} />
      {selected.length > 0 && (
        <SelectionBar
          items={selected}
          onPay={() => actions.pay(selected)}
          onClear={() => setTicked(EMPTY_DUE_SELECTION)}
        />
      )}
      {groups.overdue.length > 0 && section(text('due.overdue'), groups.overdue, '')}
      {section(text('upcoming.thisWeek'), groups.thisWeek, text('upcoming.thisWeek.empty'))}
      {section(text('upcoming.later'), groups.later, text('upcoming.later.empty'))}
      <PaymentSourceDialog {...actions.dialog} />
    </Sections>
  );
}
