// Budgets by payday and savings goals (issue 38; spec silent).
import english from './budgets.en.messages.json';
import { messageGroup } from './catalogue';

export type BudgetMessageKey = keyof typeof english;

/** The budgets' messages: `BUDGET.key` when plain, `budgetMessage(key, values)` when not. */
export const {
  catalogue: BUDGET_CATALOGUE,
  message: budgetMessage,
  plain: BUDGET,
  texts: BUDGET_MESSAGES,
} = messageGroup('budgets', { en: english, fil: () => import('./budgets.fil.messages.json') }, [
  'categoryTwice',
  'amountRequired',
  'amountPositive',
  'amountTooLarge',
  'tooManyCategories',
  'contributionLimit',
]);
