// Savings goals (issue #38): a name, a target, an optional date and an optional linked account.
// A goal with an account counts that account's balance; one without counts what was set aside
// toward it and the paluwagan payouts marked toward it. Reached is read, never stored: a goal
// reached by transfers into its account is reached without any goal command.
import { ZERO_CENTAVOS, addMoney, centavos, subtractMoney, type Centavos } from './money';
import { periodOf, type PeriodKind, type PeriodKey } from './budget-periods';
import { startOfManilaDay } from './calendar';
import { MAX_AMOUNT } from './constants';
import type { Account, Attribution, CurrencyCode, Paluwagan } from './model';
import { BUDGET, budgetMessage } from './errors/messages/budgets';
import { amountExceedsMax } from './errors/messages';
import { isBlank, isPositiveAmount, isValidDate, textLengthError } from './validation/common';
import { invalid, valid, type Validation } from './validation/result';

/** Money set aside toward a goal that has no account: it stays where it is, earmarked. */
export interface GoalContribution {
  id: string;
  amount: Centavos;
  /** The Manila day it was set aside. */
  date: Date;
  /** In a household: the member who set it aside. */
  by?: string;
}

/** `goals/{id}`: a space's savings goal (a household's is shared by its members). */
export interface Goal extends Attribution {
  id: string;
  name: string;
  target: Centavos;
  /** The Manila day it should be reached by. */
  targetDate?: Date;
  /** Progress is this account's balance (then nothing is set aside by hand). */
  accountId?: string;
  contributions: GoalContribution[];
  createdAt?: Date;
  updatedAt?: Date;
}

/** At most this many contributions on one goal (about twenty years of kinsenas). */
export const GOAL_MAX_CONTRIBUTIONS = 500;

export interface GoalInput {
  name: string;
  target: Centavos | null;
  targetDate: Date | null;
  /** '' for none. */
  accountId: string;
}

export type GoalField = 'name' | 'target' | 'targetDate' | 'accountId';

export type ValidGoalInput = Pick<Goal, 'name' | 'target' | 'targetDate' | 'accountId'>;

/** A goal as saved: a trimmed name, a target in 0 < t ≤ MAX_AMOUNT, the date a Manila midnight. */
export function validateGoal(input: GoalInput, currency: CurrencyCode = 'PHP'): Validation<ValidGoalInput, GoalField> {
  if (isBlank(input.name)) return invalid('name', BUDGET.goalNameRequired);
  const long = textLengthError(input.name, 'name');
  if (long) return invalid('name', long);
  if (input.target === null) return invalid('target', BUDGET.goalTargetRequired);
  if (!isPositiveAmount(input.target)) return invalid('target', BUDGET.goalTargetPositive);
  if (input.target > MAX_AMOUNT) return invalid('target', amountExceedsMax(currency));
  if (input.targetDate !== null && !isValidDate(input.targetDate)) {
    return invalid('targetDate', BUDGET.goalDateInvalid);
  }
  return valid({
    name: input.name.trim(),
    target: input.target,
    ...(input.targetDate ? { targetDate: startOfManilaDay(input.targetDate) } : {}),
    ...(input.accountId ? { accountId: input.accountId } : {}),
  });
}

export interface ContributionInput {
  goalId: string;
  amount: Centavos | null;
  date: Date | null;
}

export type ContributionField = 'amount' | 'date';

/** Money set aside: 0 < amount ≤ MAX_AMOUNT on a real day. */
export function validateContribution(
  input: ContributionInput,
  currency: CurrencyCode = 'PHP',
): Validation<{ goalId: string; amount: Centavos; date: Date }, ContributionField> {
  if (input.amount === null) return invalid('amount', BUDGET.contributionRequired);
  if (!isPositiveAmount(input.amount)) return invalid('amount', BUDGET.contributionPositive);
  if (input.amount > MAX_AMOUNT) return invalid('amount', amountExceedsMax(currency));
  if (!isValidDate(input.date)) return invalid('date', BUDGET.goalDateInvalid);
  return valid({ goalId: input.goalId, amount: input.amount, date: startOfManilaDay(input.date) });
}

/** A received own paluwagan payout marked toward a goal. */
export interface GoalPayout {
  paluwaganId: string;
  paluwaganName: string;
  number: number;
  amount: Centavos;
}

/** The own paluwagan payouts received and marked toward `goalId`. */
export function payoutsTowardGoal(goalId: string, paluwagans: readonly Paluwagan[]): GoalPayout[] {
  return paluwagans.flatMap((p) =>
    p.numbers
      .filter((n) => n.isOwner && n.isPaid && n.goalId === goalId)
      .map((n) => ({ paluwaganId: p.id, paluwaganName: p.name, number: n.number, amount: p.payoutPerNumber })),
  );
}

export interface GoalProgress {
  /** What counts toward the target (never below nothing: an overdrawn account has saved nothing). */
  saved: Centavos;
  /** target − saved, nothing once reached. */
  remaining: Centavos;
  /** 0..100, whole, floored: 100 only when reached. */
  percent: number;
  reached: boolean;
  source: 'account' | 'contributions';
}

/**
 * How far a goal is: its account's balance (`balance` undefined when that account is gone), or
 * what was set aside plus the payouts marked toward it.
 */
export function goalProgress(
  goal: Goal,
  balance: Centavos | undefined,
  payouts: readonly Pick<GoalPayout, 'amount'>[],
): GoalProgress {
  const linked = goal.accountId !== undefined;
  const raw = linked
    ? (balance ?? ZERO_CENTAVOS)
    : [...goal.contributions, ...payouts].reduce((s, { amount }) => addMoney(s, amount), ZERO_CENTAVOS);
  const saved = raw < 0 ? ZERO_CENTAVOS : raw;
  const reached = saved >= goal.target;
  return {
    saved,
    remaining: reached ? ZERO_CENTAVOS : subtractMoney(goal.target, saved),
    percent: reached ? 100 : Math.min(99, Math.floor((saved * 100) / goal.target)),
    reached,
    source: linked ? 'account' : 'contributions',
  };
}

/** Periods from the one holding `from` to the one holding `to`, both counted (0 when `to` is before). */
export function periodsThrough(kind: PeriodKind, from: Date, to: Date): number {
  const index = (key: PeriodKey) => {
    const [year, month, half] = key.split('-').map(Number);
    const months = year * 12 + (month - 1);
    return kind === 'month' ? months : months * 2 + (half - 1);
  };
  return Math.max(0, index(periodOf(kind, to)) - index(periodOf(kind, from)) + 1);
}

export type GoalPace =
  | { kind: 'none' }
  | { kind: 'reached' }
  | { kind: 'overdue'; remaining: Centavos }
  | { kind: 'perPeriod'; perPeriod: Centavos; periods: number; periodKind: PeriodKind };

/**
 * What must be set aside each period (kinsena or month, the space's choice) to reach the goal by
 * its date, this period included, rounded up to the centavo; overdue once its day has passed.
 */
export function goalPace(goal: Goal, progress: GoalProgress, today: Date, kind: PeriodKind): GoalPace {
  if (progress.reached) return { kind: 'reached' };
  if (!goal.targetDate) return { kind: 'none' };
  if (startOfManilaDay(goal.targetDate) < startOfManilaDay(today)) {
    return { kind: 'overdue', remaining: progress.remaining };
  }
  const periods = periodsThrough(kind, today, goal.targetDate);
  return {
    kind: 'perPeriod',
    perPeriod: centavos(Math.ceil(progress.remaining / periods)),
    periods,
    periodKind: kind,
  };
}

/** Refusal when a goal cannot take one more contribution. */
export function contributionLimitMessage() {
  return budgetMessage('contributionLimit', { max: GOAL_MAX_CONTRIBUTIONS });
}

/** A goal with how far it is and what it needs each period (the space's kinsena or month). */
export interface GoalStanding {
  goal: Goal;
  progress: GoalProgress;
  pace: GoalPace;
  /** The linked account, when it still exists. */
  account: Account | undefined;
  /** The paluwagan payouts marked toward it (counted only without an account). */
  payouts: GoalPayout[];
}

export function goalStanding(
  goal: Goal,
  accounts: readonly Account[],
  paluwagans: readonly Paluwagan[],
  today: Date,
  kind: PeriodKind,
): GoalStanding {
  const account = accounts.find((a) => a.id === goal.accountId);
  const payouts = payoutsTowardGoal(goal.id, paluwagans);
  const progress = goalProgress(goal, account?.balance, payouts);
  return { goal, progress, pace: goalPace(goal, progress, today, kind), account, payouts };
}
