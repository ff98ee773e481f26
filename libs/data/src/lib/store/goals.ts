// Savings goals (issue #38): the space's goals and the commands that keep them. Progress is read
// with the accounts (a linked account's balance) and the paluwagans (payouts marked toward one).
import { userCollection } from './collection';
import { command, paths } from './scope';

export type { PayoutTowardGoalInput, UpdateGoalInput } from '@pitaka/ledger';

const goals = userCollection(paths.goals);

/** Newest first. */
export const listGoals = goals.list;

/** One goal, or null ('This goal no longer exists'). */
export const getGoal = goals.get;

export const createGoal = command('createGoal');
export const updateGoal = command('updateGoal');
export const deleteGoal = command('deleteGoal');
export const setAsideForGoal = command('setAsideForGoal');
export const removeGoalContribution = command('removeGoalContribution');
export const markPayoutTowardGoal = command('markPayoutTowardGoal');
