import { useAccounts, useCurrency } from '@pitaka/data';
import { ACCOUNT } from '@pitaka/domain';
import { BackLinkPage, LoadView, queryLoadState } from '@pitaka/remote-kit';
import { Card, Skeleton } from '@pitaka/ui';
import { GoalForm } from '../features/goals/components/goal-form';
import { useNewGoal } from '../features/goals/use-goal-forms';
import { usePlanningText } from '../i18n/planning-text';

export default function AddGoalPage() {
  const text = usePlanningText();
  const accounts = useAccounts();
  const currency = useCurrency();
  const { form, busy, submit } = useNewGoal();
  return (
    <BackLinkPage
      backTo="/goals"
      backLabel={text('goals.back')}
      title={text('goals.new')}
      subtitle={text('goals.newSubtitle')}
      maxWidth="36rem"
    >
      {/* A goal needs no account: with none, the form offers only setting money aside. */}
      <LoadView
        state={queryLoadState(accounts)}
        loading={<Skeleton label={text('goals.loading')} lines={4} />}
        failed={ACCOUNT.loadAccountDataFailed}
      >
        {({ data: list }) => (
          <Card>
            <GoalForm
              form={form}
              accounts={list}
              currency={currency}
              busy={busy}
              cancelTo="/goals"
              label={text('goals.new')}
              submitLabel={text('goals.create')}
              busyLabel={text('goals.creating')}
              onSubmit={submit}
            />
          </Card>
        )}
      </LoadView>
    </BackLinkPage>
  );
}
