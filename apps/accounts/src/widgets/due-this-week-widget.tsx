import { RECURRING_MESSAGES, formatDate, formatPeso, negateMoney } from '@pitaka/domain';
import {
  EmptyState,
  LoadError,
  MoneyText,
  Skeleton,
  StatusPill,
  TextLink,
  UpcomingIcon,
  WidgetCard,
  theme,
} from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dueItemDetail, sourcePath } from '../features/upcoming/due-item-text';
import { useUpcoming } from '../features/upcoming/use-upcoming';

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
  const upcoming = useUpcoming();
  return (
    <WidgetCard title="Due this week" viewAll={{ to: '/upcoming', label: 'View all due items', linkAs: Link }}>
      {upcoming.state === 'loading' && <Skeleton label="Loading what is due" lines={6} />}
      {upcoming.state === 'failed' && <LoadError message={RECURRING_MESSAGES.loadDueFailed} onRetry={upcoming.retry} />}
      {upcoming.state === 'ready' && <DueThisWeek upcoming={upcoming} />}
    </WidgetCard>
  );
}

function DueThisWeek({ upcoming }: { upcoming: Extract<ReturnType<typeof useUpcoming>, { state: 'ready' }> }) {
  const next = [...upcoming.groups.overdue, ...upcoming.groups.thisWeek, ...upcoming.groups.later].slice(
    0,
    DUE_WIDGET_COUNT,
  );
  if (next.length === 0) {
    return (
      <EmptyState
        title="Nothing due"
        text="Bills, paluwagan and debt payments due in the next 30 days show here."
        icon={<UpcomingIcon />}
      />
    );
  }
  return (
    <>
      <Totals>
        Due this week {formatPeso(upcoming.totals.dueThisWeek)} · Expected in{' '}
        {formatPeso(upcoming.totals.expectedInThisWeek)}
      </Totals>
      <List aria-label="Next due">
        {next.map((item) => (
          <Item key={item.id}>
            <div>
              <TextLink as={Link} to={sourcePath(item)}>
                {item.sourceName}
              </TextLink>
              <Muted>
                {formatDate(item.dueDate)} · {dueItemDetail(item)}
              </Muted>
              {item.status === 'overdue' && <StatusPill tone="danger">Overdue</StatusPill>}
            </div>
            {item.amount === null ? (
              <Muted>Varies</Muted>
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
