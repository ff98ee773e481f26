// /goals/new and /goals/{id}/edit: the goal form, saved by the create or the update command.
import { useCreateGoal, useCurrency, useDeleteGoal, useUpdateGoal } from '@pitaka/data';
import type { Account, Goal } from '@pitaka/domain';
import { reportFailure, useCreateForm, useForm, useMessageText } from '@pitaka/remote-kit';
import { toast } from 'react-toastify';
import { useNavigate } from 'react-router-dom';
import { usePlanningText } from '../../i18n/planning-text';
import { NEW_GOAL, goalFormConfig, goalValuesOf } from './goal-form-config';

export function useNewGoal() {
  const text = usePlanningText();
  return useCreateForm(goalFormConfig(NEW_GOAL, useCurrency()), {
    create: useCreateGoal(),
    next: ({ id }) => `/goals/${id}`,
    success: text('goals.created'),
    failure: text('goals.createFailed'),
    log: 'Creating the goal failed',
  });
}

export function useEditGoal(goal: Goal, accounts: readonly Account[]) {
  const text = usePlanningText();
  const form = useForm(goalFormConfig(goalValuesOf(goal, accounts), useCurrency()));
  const update = useUpdateGoal();
  const navigate = useNavigate();
  const submit = () =>
    form.save({
      send: (input) => update.mutateAsync({ goalId: goal.id, ...input }),
      success: text('goals.updated'),
      then: () => navigate(`/goals/${goal.id}`),
      failure: text('goals.updateFailed'),
      log: 'Updating the goal failed',
    });
  return { form, busy: form.busy, submit };
}

/** Deleting a goal (what was set aside stays where it is: it was only earmarked), then back to /goals. */
export function useRemoveGoal(goal: Goal) {
  const text = usePlanningText();
  const say = useMessageText();
  const remove = useDeleteGoal();
  const navigate = useNavigate();
  async function confirm() {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync({ goalId: goal.id });
      toast.success(text('goals.deleted'));
      navigate('/goals');
    } catch (error) {
      reportFailure(say.ofError(error, text('goals.deleteFailed')), error, 'Deleting the goal failed');
    }
  }
  return { busy: remove.isPending, confirm };
}
