// Projected Payouts: a received payout marked toward a savings goal (one without an account, whose
// progress is what is set aside toward it). The mark stays on the payout's row.
import { useGoals, useMarkPayoutTowardGoal } from '@pitaka/data';
import type { Paluwagan } from '@pitaka/domain';
import { reportFailure, useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { usePaluwaganText } from '../../i18n/paluwagan-text';

export interface PayoutGoalRow {
  number: number;
  /** '' for none. */
  goalId: string;
}

export function usePayoutGoals(paluwagan: Paluwagan) {
  const text = usePaluwaganText();
  const say = useMessageText();
  const goals = useGoals();
  const mark = useMarkPayoutTowardGoal();
  const [saving, setSaving] = useState<number | null>(null);
  const choices = (goals.data ?? []).filter((goal) => goal.accountId === undefined);
  const rows: PayoutGoalRow[] = paluwagan.numbers
    .filter((n) => n.isOwner && n.isPaid)
    .map((n) => ({ number: n.number, goalId: n.goalId ?? '' }));
  async function choose(number: number, goalId: string) {
    if (saving !== null) return;
    setSaving(number);
    try {
      await mark.mutateAsync({ paluwaganId: paluwagan.id, number, goalId: goalId === '' ? null : goalId });
      toast.success(text(goalId === '' ? 'payouts.goal.cleared' : 'payouts.goal.marked'));
    } catch (error) {
      reportFailure(say.ofError(error, text('payouts.goal.failed')), error, 'Marking a payout toward a goal failed');
    } finally {
      setSaving(null);
    }
  }
  return { rows, goals: choices.map((goal) => ({ id: goal.id, name: goal.name })), saving, choose };
}
