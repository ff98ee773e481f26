import { useAccounts, useCurrency } from '@pitaka/data';
import { ACCOUNT, type Account, type Goal } from '@pitaka/domain';
import { BackLinkPage, DeleteConfirm, LoadView, queryLoadState } from '@pitaka/remote-kit';
import { Card, DangerZone, Skeleton } from '@pitaka/ui';
import { GoalForm } from '../features/goals/components/goal-form';
import { GoalRecord } from '../features/goals/goal-record';
import { useEditGoal, useRemoveGoal } from '../features/goals/use-goal-forms';
import { usePlanningText } from '../i18n/planning-text';

/** Mounted once the accounts are in: the form starts from the goal and the accounts that still exist. */
function EditForm({ goal, accounts }: { goal: Goal; accounts: readonly Account[] }) {
  const text = usePlanningText();
  const edit = useEditGoal(goal, accounts);
  return (
    <Card>
      <GoalForm
        form={edit.form}
        accounts={accounts}
        currency={useCurrency()}
        busy={edit.busy}
        cancelTo={`/goals/${goal.id}`}
        label={text('goals.editTitle')}
        submitLabel={text('goals.save')}
        busyLabel={text('goals.saving')}
        onSubmit={() => void edit.submit()}
      />
    </Card>
  );
}

function DeleteGoal({ goal }: { goal: Goal }) {
  const text = usePlanningText();
  const remove = useRemoveGoal(goal);
  return (
    <DangerZone title={text('goals.delete.heading')}>
      <DeleteConfirm
        label={text('goals.delete')}
        prompt={text('goals.delete.prompt')}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
      />
    </DangerZone>
  );
}

function EditGoal({ goal }: { goal: Goal }) {
  const text = usePlanningText();
  const accounts = useAccounts();
  return (
    <BackLinkPage backTo={`/goals/${goal.id}`} backLabel={goal.name} title={text('goals.editTitle')} maxWidth="36rem">
      {/* A goal needs no account: with none, the form offers only setting money aside. */}
      <LoadView
        state={queryLoadState(accounts)}
        loading={<Skeleton label={text('goals.loading')} lines={4} />}
        failed={ACCOUNT.loadAccountDataFailed}
      >
        {({ data: list }) => <EditForm goal={goal} accounts={list} />}
      </LoadView>
      <DeleteGoal goal={goal} />
    </BackLinkPage>
  );
}

/** /goals/{goalId}/edit. */
export default function EditGoalPage() {
  return <GoalRecord>{(goal) => <EditGoal key={goal.id} goal={goal} />}</GoalRecord>;
}
