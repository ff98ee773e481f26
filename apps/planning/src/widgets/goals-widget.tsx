import { useCurrency, useGoalStandings } from '@pitaka/data';
import { LinkButton, LoadView, queryLoadState, useToday } from '@pitaka/remote-kit';
import { EmptyState, GoalIcon, Skeleton, TextLink, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GoalStandingView } from '../features/goals/components/goal-standing';
import { usePlanningText } from '../i18n/planning-text';

/** How many goals the widget shows: the open ones nearest to reached. */
export const GOALS_WIDGET_COUNT = 3;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

/** "Goals": the open goals nearest to reached, each with its bar and what it needs next. */
export default function GoalsWidget() {
  const text = usePlanningText();
  const currency = useCurrency();
  const standings = useGoalStandings(useToday());
  return (
    <WidgetCard
      title={text('widget.goals.title')}
      viewAll={{ to: '/goals', label: text('widget.goals.viewAll'), linkAs: Link }}
    >
      <LoadView
        state={queryLoadState(standings)}
        loading={<Skeleton label={text('widget.goals.loading')} lines={6} />}
        failed={text('goals.loadListFailed')}
      >
        {({ data }) => {
          const open = data.filter((s) => !s.progress.reached).slice(0, GOALS_WIDGET_COUNT);
          if (open.length === 0) {
            return (
              <EmptyState
                title={text(data.length === 0 ? 'goals.empty.title' : 'widget.goals.allReached')}
                text={text('widget.goals.empty')}
                icon={<GoalIcon />}
                action={
                  <LinkButton to="/goals/new" variant="secondary" changes>
                    {text('goals.new')}
                  </LinkButton>
                }
              />
            );
          }
          return (
            <List aria-label={text('widget.goals.list')}>
              {open.map((standing) => (
                <li key={standing.goal.id}>
                  <TextLink as={Link} to={`/goals/${standing.goal.id}`}>
                    {standing.goal.name}
                  </TextLink>
                  <GoalStandingView
                    standing={standing}
                    currency={currency}
                    label={text('goals.progressOf', { name: standing.goal.name })}
                    hideLabel
                  />
                </li>
              ))}
            </List>
          );
        }}
      </LoadView>
    </WidgetCard>
  );
}
