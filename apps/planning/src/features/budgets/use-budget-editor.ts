// /budgets: setting a period's budget: a row per category, its amount and whether what is left
// rolls over; started from the budget as saved, the period before's (Copy), or the last three
// periods' spending (Suggest). The one form kit checks it with the domain's validateBudget.
import { useCurrency, useSaveBudget } from '@pitaka/data';
import {
  BUDGET_CATEGORIES,
  BUDGET_MAX_CATEGORIES,
  parseAmount,
  toPesos,
  validateBudget,
  type BudgetField,
  type Centavos,
  type BudgetView,
  type PeriodBudget,
} from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useState } from 'react';
import { usePlanningText } from '../../i18n/planning-text';

export interface BudgetRow {
  category: string;
  /** As typed. */
  amount: string;
  rollover: boolean;
}

export interface BudgetValues {
  rows: BudgetRow[];
}

const amountText = (amount: Centavos) => String(toPesos(amount));

function rowsOf(categories: PeriodBudget): BudgetRow[] {
  return Object.entries(categories).map(([category, c]) => ({
    category,
    amount: amountText(c.amount),
    rollover: c.rollover,
  }));
}

/** Every row's field: a change of the rows makes any error about them stale. */
const ROW_FIELDS: BudgetField[] = Array.from({ length: BUDGET_MAX_CATEGORIES + 1 }, (_, i) => [
  `category.${i}` as const,
  `amount.${i}` as const,
]).flat();

export function useBudgetEditor(view: BudgetView) {
  const text = usePlanningText();
  const currency = useCurrency();
  const save = useSaveBudget();
  const [open, setOpen] = useState(false);
  const form = useForm<BudgetValues, Parameters<typeof save.mutateAsync>[0], BudgetField>({
    initial: { rows: rowsOf(view.budget?.categories ?? {}) },
    clears: { rows: ROW_FIELDS },
    check: ({ rows }) => {
      const input = {
        period: view.period,
        rows: rows.map((r) => ({
          category: r.category,
          amount: r.amount.trim() === '' ? null : parseAmount(r.amount),
          rollover: r.rollover,
        })),
      };
      const checked = validateBudget(input, currency);
      return checked.ok ? { ok: true, value: input } : checked;
    },
  });
  const rows = form.values.rows;
  const setRows = (next: BudgetRow[]) => form.set('rows', next);
  const unused = BUDGET_CATEGORIES.filter((c) => !rows.some((r) => r.category === c));

  return {
    open,
    form,
    currency,
    /** The categories a row may take: its own and those no other row holds. */
    choicesFor: (row: BudgetRow) => BUDGET_CATEGORIES.filter((c) => c === row.category || unused.includes(c)),
    canAdd: unused.length > 0,
    canCopy: view.previous !== null,
    canSuggest: Object.keys(view.suggested).length > 0,
    start() {
      form.setValues({ rows: rowsOf(view.budget?.categories ?? {}) });
      setOpen(true);
    },
    cancel: () => setOpen(false),
    change: (index: number, row: Partial<BudgetRow>) =>
      setRows(rows.map((r, i) => (i === index ? { ...r, ...row } : r))),
    add: () => setRows([...rows, { category: unused[0] ?? '', amount: '', rollover: false }]),
    remove: (index: number) => setRows(rows.filter((_, i) => i !== index)),
    copyPrevious: () => setRows(rowsOf(view.previous?.categories ?? {})),
    suggest: () =>
      setRows(
        Object.entries(view.suggested)
          .filter(([category]) => BUDGET_CATEGORIES.includes(category))
          .map(([category, amount]) => ({
            category,
            amount: amountText(amount),
            rollover: view.budget?.categories[category]?.rollover ?? false,
          })),
      ),
    save: () =>
      form.save({
        send: (input) => save.mutateAsync(input),
        success: text('budgets.saved'),
        then: () => setOpen(false),
        failure: text('budgets.saveFailed'),
        log: 'Saving a budget failed',
      }),
  };
}

export type BudgetEditor = ReturnType<typeof useBudgetEditor>;
