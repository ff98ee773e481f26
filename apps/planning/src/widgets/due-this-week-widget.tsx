import { RECURRING, formatPeso, negateMoney } from '@pitaka/domain';
import { LoadView, useDates, useMessageText } from '@pitaka/remote-kit';
import { EmptyState, MoneyText, Skeleton, StatusPill, TextLink, UpcomingIcon, WidgetCard, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dueItemDetail, sourcePath } from '../features/upcoming/due-item-text';
import { allDue, useUpcoming, type ReadyUpcoming } from '../features/upcoming/use-upcoming';
import { usePlanningText } from '../i18n/planning-text';

/** How many items the widget lists. */
export const DUE_WIDGET_COUNT = 5;

const Totals = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  min-width: 0;
  > div {
    min-width: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.1rem;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
`;

/** "Due this week": the week's totals and the next five things due, linking to /upcoming. */
export default function DueThisWeekWidget() {
  const text = usePlanningText();
  const upcoming = useUpcoming();
  return (
    <WidgetCard
      title={text('widget.due.title')}
      viewAll={{ to: '/upcoming', label: text('widget.due.viewAll'), linkAs: Link }}
    >
      <LoadView
        state={upcoming}
        loading={<Skeleton label={text('widget.due.loading')} lines={6} />}
        failed={RECURRING.loadDueFailed}
      >
        {(ready) => <DueThisWeek upcoming={ready} />}
      </LoadView>
    </WidgetCard>
  );
}

function DueThisWeek({ upcoming }: { upcoming: ReadyUpcoming }) {
  const text = usePlanningText();
  const flows = usePlanningText();
  const say = useMessageText();
  const dates = useDates();
  const next = allDue(upcoming).slice(0, DUE_WIDGET_COUNT);
  if (next.length === 0) {
    return (
      <EmptyState title={text('widget.due.empty.title')} text={text('widget.due.empty.text')} icon={<UpcomingIcon />} />
    );
  }
  return (
    <>
      <Totals>
        {text('widget.due.totals', {
          due: formatPeso(upcoming.totals.dueThisWeek),
          expected: formatPeso(upcoming.totals.expectedInThisWeek),
        })}
      </Totals>
      <List aria-label={text('widget.due.list')}>
        {next.map((item) => (
          <Item key={item.id}>
            <div>
              <TextLink as={Link} to={sourcePath(item)}>
                {item.sourceName}
              </TextLink>
              <Muted>
                {dates.date(item.dueDate)} · {dueItemDetail(item, flows, say)}
              </Muted>
              {item.status === 'overdue' && <StatusPill tone="danger">{text('widget.due.overdue')}</StatusPill>}
            </div>
            {item.amount === null ? (
              <Muted>{text('widget.due.varies')}</Muted>
            ) : (
              <MoneyText
                amount={item.flow === 'out' ? negateMoney(item.amount) : item.amount}
                format={formatPeso}
                signed
              />
            )}
          </Item>
        ))}
      </List>
    </>
  );
}
