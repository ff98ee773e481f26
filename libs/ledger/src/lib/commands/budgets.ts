// Budgets by period (issue #38): a space's budget for a month or a kinsena, shared by a
// household's members. No money moves: what a budget reads as spent comes from the summaries.
import { assertValid, validateBudget, type BudgetInput } from '@pitaka/domain';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { readCurrency } from './ledger';

/** A period's budget, replacing what it held; one with no category left is removed. */
export const saveBudget: Command<BudgetInput, void> = async (tx, ctx, input) => {
  const currency = await readCurrency(tx, ctx);
  const { period, categories } = assertValid(validateBudget(input, currency));
  const ref = paths(ctx.space).budget(period);
  const before = await tx.get(ref);
  if (Object.keys(categories).length === 0) {
    if (before) tx.delete(ref);
    return;
  }
  tx.set(ref, { id: period, categories, createdAt: before?.createdAt ?? ctx.now, updatedAt: ctx.now });
};
