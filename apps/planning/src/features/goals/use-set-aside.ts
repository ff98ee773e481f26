// A goal's page: money set aside toward it (a form: how much, which day) and one amount taken back.
import { useCurrency, useRemoveGoalContribution, useSetAsideForGoal } from '@pitaka/data';
import {
  fromDateInputValue,
  parseAmount,
  toDateInputValue,
  validateContribution,
  type ContributionField,
  type ContributionInput,
  type Goal,
} from '@pitaka/domain';
import { reportFailure, useForm, useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { usePlanningText } from '../../i18n/planning-text';

export interface SetAsideValues {
  amount: string;
  date: string;
}

export function useSetAside(goal: Goal, today: Date) {
  const text = usePlanningText();
  const currency = useCurrency();
  const setAside = useSetAsideForGoal();
  const form = useForm<SetAsideValues, ContributionInput, ContributionField>({
    initial: { amount: '', date: toDateInputValue(today) },
    check: (values) => {
      const input = { goalId: goal.id, amount: parseAmount(values.amount), date: fromDateInputValue(values.date) };
      const result = validateContribution(input, currency);
      return result.ok ? { ok: true, value: input } : result;
    },
  });
  const submit = () =>
    form.save({
      send: (input) => setAside.mutateAsync(input),
      success: text('goals.setAside.done'),
      then: () => form.set('amount', ''),
      failure: text('goals.setAside.failed'),
      log: 'Setting money aside failed',
    });
  return { form, currency, busy: form.busy, submit };
}

export function useTakeBack(goal: Goal) {
  const text = usePlanningText();
  const say = useMessageText();
  const remove = useRemoveGoalContribution();
  const [removing, setRemoving] = useState<string | null>(null);
  async function takeBack(contributionId: string) {
    if (removing) return;
    setRemoving(contributionId);
    try {
      await remove.mutateAsync({ goalId: goal.id, contributionId });
      toast.success(text('goals.takeBack.done'));
    } catch (error) {
      reportFailure(say.ofError(error, text('goals.takeBack.failed')), error, 'Taking money back failed');
    } finally {
      setRemoving(null);
    }
  }
  return { removing, takeBack };
}
