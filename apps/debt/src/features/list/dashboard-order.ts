import { DASHBOARD_TOP_COUNT, debtNextDue, type Debt } from '@pitaka/domain';

/**
 * The dashboard's few debts (spec silent on which): those with a payment still open, the
 * earliest next due date first, then paid-off ones; ties keep the list's newest-first order.
 */
export function dashboardDebts(debts: readonly Debt[], count: number = DASHBOARD_TOP_COUNT): Debt[] {
  const nextDue = (debt: Debt) => debtNextDue(debt)?.payment.dueDate.getTime() ?? Number.POSITIVE_INFINITY;
  return debts
    .map((debt, order) => ({ debt, order, due: nextDue(debt) }))
    .sort((a, b) => (a.due === b.due ? a.order - b.order : a.due < b.due ? -1 : 1))
    .slice(0, count)
    .map((entry) => entry.debt);
}
