import { useCurrency, useGoalStandings } from '@pitaka/data';
import { LoadView, MainPage, NewRecordButton, queryLoadState, useToday } from '@pitaka/remote-kit';
import { Card, EmptyState, GoalIcon, Skeleton } from '@pitaka/ui';
import styled from 'styled-components';
import { GoalCard } from '../features/goals/components/goal-card';
import { usePlanningText } from '../i18n/planning-text';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: 1rem;
`;

/** /goals: every goal, open ones nearest to reached first, reached ones last. */
export default function GoalsPage() {
  const text = usePlanningText();
  const currency = useCurrency();
  const standings = useGoalStandings(useToday());
  const add = <NewRecordButton to="/goals/new">{text('goals.new')}</NewRecordButton>;
  return (
    <MainPage
      title={text('goals.title')}
      subtitle={text('goals.subtitle')}
      related={{ to: '/budgets', label: text('budgets.title') }}
      action={add}
    >
      <LoadView
        state={queryLoadState(standings)}
        loading={
          <Card>
            <Skeleton label={text('goals.loadingList')} lines={5} />
          </Card>
        }
        failed={text('goals.loadListFailed')}
      >
        {({ data }) =>
          data.length === 0 ? (
            <Card>
              <EmptyState
                headingLevel={2}
                title={text('goals.empty.title')}
                text={text('goals.empty.text')}
                icon={<GoalIcon />}
                action={add}
              />
            </Card>
          ) : (
            <Grid>
              {data.map((standing) => (
                <GoalCard key={standing.goal.id} standing={standing} currency={currency} />
              ))}
            </Grid>
          )
        }
      </LoadView>
    </MainPage>
  );
}
