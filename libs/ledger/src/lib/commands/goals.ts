// Savings goals (issue #38). No money moves: a goal with an account reads that account's balance;
// one without keeps what was set aside toward it (earmarked where it is) and counts the
// paluwagan payouts marked toward it, which stay on the payout's row (its source).
import {
  ACCOUNT,
  BUDGET,
  GOAL_MAX_CONTRIBUTIONS,
  PALUWAGAN,
  assertValid,
  contributionLimitMessage,
  validateContribution,
  validateGoal,
  type ContributionInput,
  type Goal,
  type GoalInput,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import { assertInBooksCurrency, readAccounts, readCurrency, readOrRefuse } from './ledger';
import { deleteCommand } from './records';

const goalRef = (ctx: CommandContext, id: string) => paths(ctx.space).goal(id);

async function checkedGoal(tx: LedgerTx, ctx: CommandContext, input: GoalInput, linkedBefore?: string) {
  const checked = assertValid(validateGoal(input, await readCurrency(tx, ctx)));
  if (checked.accountId && checked.accountId !== linkedBefore) {
    const [account] = await readAccounts(tx, ctx, [checked.accountId]);
    if (!account) throw new CommandError('refused', ACCOUNT.accountNotFound);
    await assertInBooksCurrency(tx, ctx, account);
  }
  return checked;
}

export const createGoal: Command<GoalInput, { id: string }> = async (tx, ctx, input) => {
  const checked = await checkedGoal(tx, ctx, input);
  const id = ctx.newId();
  tx.set(goalRef(ctx, id), { id, ...checked, contributions: [], createdAt: ctx.now, updatedAt: ctx.now });
  return { id };
};

export interface UpdateGoalInput extends GoalInput {
  goalId: string;
}

/** Name, target, date and account may change; what was set aside stays (it counts again if the account is unlinked). */
export const updateGoal: Command<UpdateGoalInput, void> = async (tx, ctx, input) => {
  const ref = goalRef(ctx, input.goalId);
  const goal = await readOrRefuse(tx, ref, BUDGET.goalNotFound);
  const checked = await checkedGoal(tx, ctx, input, goal.accountId);
  const { id, contributions, createdAt } = goal;
  tx.set(ref, { id, ...checked, contributions, createdAt, updatedAt: ctx.now });
};

export const deleteGoal = deleteCommand('goalId', (space, id) => paths(space).goal(id), BUDGET.goalNotFound);

/** Only toward a goal without an account: one with an account counts that account's balance. */
function refuseLinked(goal: Goal) {
  if (goal.accountId !== undefined) throw new CommandError('refused', BUDGET.goalCountsAccount);
}

export const setAsideForGoal: Command<ContributionInput, { id: string }> = async (tx, ctx, input) => {
  const { goalId, amount, date } = assertValid(validateContribution(input, await readCurrency(tx, ctx)));
  const ref = goalRef(ctx, goalId);
  const goal = await readOrRefuse(tx, ref, BUDGET.goalNotFound);
  refuseLinked(goal);
  if (goal.contributions.length >= GOAL_MAX_CONTRIBUTIONS) {
    throw new CommandError('refused', contributionLimitMessage());
  }
  const id = ctx.newId();
  const by = ctx.space.kind === 'household' ? { by: ctx.actor.uid } : {};
  tx.update(ref, { contributions: [...goal.contributions, { id, amount, date, ...by }], updatedAt: ctx.now });
  return { id };
};

export const removeGoalContribution: Command<{ goalId: string; contributionId: string }, void> = async (
  tx,
  ctx,
  input,
) => {
  const ref = goalRef(ctx, input.goalId);
  const goal = await readOrRefuse(tx, ref, BUDGET.goalNotFound);
  const kept = goal.contributions.filter((c) => c.id !== input.contributionId);
  if (kept.length === goal.contributions.length) throw new CommandError('not-found', BUDGET.contributionNotFound);
  tx.update(ref, { contributions: kept, updatedAt: ctx.now });
};

export interface PayoutTowardGoalInput {
  paluwaganId: string;
  number: number;
  /** null: no longer toward any goal. */
  goalId: string | null;
}

/** A received own payout marked toward a goal without an account (or unmarked: goalId null). */
export const markPayoutTowardGoal: Command<PayoutTowardGoalInput, void> = async (tx, ctx, input) => {
  const ref = paths(ctx.space).paluwagan(input.paluwaganId);
  const paluwagan = await readOrRefuse(tx, ref, PALUWAGAN.notFound);
  if (input.goalId !== null) refuseLinked(await readOrRefuse(tx, goalRef(ctx, input.goalId), BUDGET.goalNotFound));
  const row = paluwagan.numbers.find((n) => n.number === input.number && n.isOwner);
  if (!row) throw new CommandError('not-found', PALUWAGAN.notFound);
  if (!row.isPaid) throw new CommandError('refused', BUDGET.payoutNotReceived);
  const numbers = paluwagan.numbers.map((n) => {
    if (n !== row) return n;
    const rest = { ...n };
    delete rest.goalId;
    return input.goalId === null ? rest : { ...rest, goalId: input.goalId };
  });
  tx.update(ref, { numbers, updatedAt: ctx.now });
};
