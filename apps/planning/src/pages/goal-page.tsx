import { useCurrency, useGoalStanding } from '@pitaka/data';
import { formatMoney, type Goal, type GoalStanding } from '@pitaka/domain';
import {
  BackLinkPage,
  LinkButton,
  LoadView,
  queryLoadState,
  useCanChangeMoney,
  useDates,
  useToday,
} from '@pitaka/remote-kit';
import { Card, Fact, FactList, SectionCard, Skeleton } from '@pitaka/ui';
import styled from 'styled-components';
import { sourceText } from '../features/goals/components/goal-card';
import { GoalStandingView } from '../features/goals/components/goal-standing';
import { SetAsideForm } from '../features/goals/components/set-aside-form';
import { SetAsideList } from '../features/goals/components/set-aside-list';
import { GoalRecord } from '../features/goals/goal-record';
import { useSetAside, useTakeBack } from '../features/goals/use-set-aside';
import { usePlanningText } from '../i18n/planning-text';

const Facts = styled(FactList)`
  margin-top: 1.25rem;
`;

function SetAsideSection({ standing }: { standing: GoalStanding }) {
  const text = usePlanningText();
  const canChange = useCanChangeMoney();
  const setAside = useSetAside(standing.goal, useToday());
  const takeBack = useTakeBack(standing.goal);
  return (
    <SectionCard title={text('goals.setAside.title')}>
      {canChange && (
        <SetAsideForm
          form={setAside.form}
          currency={setAside.currency}
          busy={setAside.busy}
          onSubmit={() => void setAside.submit()}
        />
      )}
      <SetAsideList
        standing={standing}
        currency={setAside.currency}
        removing={takeBack.removing}
        onTakeBack={(id) => void takeBack.takeBack(id)}
      />
    </SectionCard>
  );
}

function GoalDetail({ goal }: { goal: Goal }) {
  const text = usePlanningText();
  const dates = useDates();
  const currency = useCurrency();
  const standing = useGoalStanding(goal, useToday());
  const edit = (
    <LinkButton to={`/goals/${goal.id}/edit`} variant="secondary" changes>
      {text('goals.edit')}
    </LinkButton>
  );
  return (
    <BackLinkPage backTo="/goals" backLabel={text('goals.back')} title={goal.name} action={edit} maxWidth="44rem">
      <LoadView
        state={queryLoadState(standing)}
        loading={
          <Card>
            <Skeleton label={text('goals.loading')} lines={5} />
          </Card>
        }
        failed={text('goals.loadFailed')}
      >
        {({ data }) => (
          <>
            <Card>
              <GoalStandingView standing={data} currency={currency} label={text('goals.progress')} />
              <Facts>
                <Fact term={text('goals.target')}>{formatMoney(goal.target, currency)}</Fact>
                <Fact term={text('goals.date')}>
                  {goal.targetDate ? dates.date(goal.targetDate) : text('goals.noDate')}
                </Fact>
                <Fact term={text('goals.source')}>{sourceText(data, text)}</Fact>
              </Facts>
            </Card>
            {goal.accountId === undefined && <SetAsideSection standing={data} />}
          </>
        )}
      </LoadView>
    </BackLinkPage>
  );
}

/** /goals/{goalId}: how far the goal is, what it needs each period, and what was set aside toward it. */
export default function GoalPage() {
  return <GoalRecord>{(goal) => <GoalDetail key={goal.id} goal={goal} />}</GoalRecord>;
}
