import {
  BUDGET_MAX_CATEGORIES,
  budgetLine,
  budgetTotals,
  carriedInto,
  spentInPeriod,
  suggestedAmount,
  validateBudget,
  type CategoryBudget,
} from './budgets';
import { MAX_AMOUNT } from './constants';
import type { MonthSummary } from './summaries';
import { toCentavos } from './money';

const peso = toCentavos;
const rolls = (pesos: number): CategoryBudget => ({ amount: peso(pesos), rollover: true });
const keeps = (pesos: number): CategoryBudget => ({ amount: peso(pesos), rollover: false });

describe('rollover: what carries into the next period', () => {
  it('passes on what is left over three periods, and an overspend as a debt', () => {
    // ₱3,000 each kinsena: 2,500 spent (+500), then 3,200 (−200 → +300), then 2,900 (+100 → +400).
    const history = [
      { budget: rolls(3000), spent: peso(2500) },
      { budget: rolls(3000), spent: peso(3200) },
      { budget: rolls(3000), spent: peso(2900) },
    ];
    expect(carriedInto(history.slice(0, 1))).toBe(peso(500));
    expect(carriedInto(history.slice(0, 2))).toBe(peso(300));
    expect(carriedInto(history)).toBe(peso(400));
    expect(carriedInto([{ budget: rolls(1000), spent: peso(1250.5) }])).toBe(peso(-250.5));
  });

  it('starts again at nothing after a period that does not roll over or has no budget', () => {
    expect(
      carriedInto([
        { budget: rolls(3000), spent: peso(1000) },
        { budget: keeps(3000), spent: peso(0) },
      ]),
    ).toBe(peso(0));
    expect(
      carriedInto([
        { budget: rolls(3000), spent: peso(1000) },
        { budget: undefined, spent: peso(400) },
        { budget: rolls(500), spent: peso(100) },
      ]),
    ).toBe(peso(400));
    expect(carriedInto([])).toBe(peso(0));
  });
});

describe('a budget line', () => {
  it('says what is left, the daily allowance, and what is over', () => {
    expect(budgetLine('Food', rolls(3000), peso(400), peso(2160), 3)).toEqual({
      category: 'Food',
      budget: peso(3000),
      carried: peso(400),
      available: peso(3400),
      spent: peso(2160),
      left: peso(1240),
      over: false,
      perDay: peso(413.33),
    });
    expect(budgetLine('Transport', keeps(800), peso(0), peso(950.75), 5)).toMatchObject({
      left: peso(-150.75),
      over: true,
      perDay: peso(0),
    });
  });

  it('adds the lines up', () => {
    const lines = [
      budgetLine('Food', keeps(3000), peso(0), peso(1000), 10),
      budgetLine('Transport', keeps(800), peso(-100), peso(900), 10),
    ];
    expect(budgetTotals(lines)).toEqual({ available: peso(3700), spent: peso(1900), left: peso(1800) });
  });
});

describe('a suggested amount', () => {
  it('averages the last three periods, rounded up to the peso', () => {
    expect(suggestedAmount([peso(9000), peso(2500), peso(3200.1), peso(2900)])).toBe(peso(2867));
    expect(suggestedAmount([peso(100.01)])).toBe(peso(101));
    expect(suggestedAmount([])).toBe(peso(0));
  });
});

describe('what a budget reads as spent', () => {
  const november: MonthSummary = {
    month: '2026-11',
    accounts: {
      gcash: {
        categories: {
          Food: { income: peso(0), expense: peso(1200) },
          Salary: { income: peso(20000), expense: peso(0) },
        },
        transfersIn: peso(0),
        transfersOut: peso(500),
      },
      cash: {
        categories: {
          Food: { income: peso(50), expense: peso(300) },
          Transport: { income: peso(0), expense: peso(250) },
        },
        transfersIn: peso(500),
        transfersOut: peso(0),
      },
    },
    secondHalf: { Food: peso(400), Transport: peso(250) },
  };
  it('takes the month from every account, its second kinsena as kept, its first as the rest', () => {
    expect(spentInPeriod(november, '2026-11')).toEqual({ Food: peso(1500), Transport: peso(250) });
    expect(spentInPeriod(november, '2026-11-2')).toEqual({ Food: peso(400), Transport: peso(250) });
    expect(spentInPeriod(november, '2026-11-1')).toEqual({ Food: peso(1100) });
    expect(spentInPeriod(null, '2026-11-1')).toEqual({});
  });
});

describe('a budget as saved', () => {
  const row = (category: string, amount: number | null, rollover = false) => ({
    category,
    amount: amount === null ? null : peso(amount),
    rollover,
  });
  it('keeps each category once with its amount and rollover', () => {
    expect(validateBudget({ period: '2026-11-2', rows: [row('Food', 3000, true), row('Transport', 800)] })).toEqual({
      ok: true,
      value: {
        period: '2026-11-2',
        categories: {
          Food: { amount: peso(3000), rollover: true },
          Transport: { amount: peso(800), rollover: false },
        },
      },
    });
  });

  it.each([
    [{ period: '2026-11-3', rows: [] }, 'period', 'Choose a month or a kinsena'],
    [{ period: '2026-11', rows: [row('', 10)] }, 'category.0', 'Choose a category for each budget'],
    [{ period: '2026-11', rows: [row('Salary', 10)] }, 'category.0', 'Choose a category for each budget'],
    [{ period: '2026-11', rows: [row('Food', 10), row('Food', 20)] }, 'category.1', 'Food has two budgets: keep one'],
    [{ period: '2026-11', rows: [row('Food', null)] }, 'amount.0', 'Enter a budget for Food'],
    [{ period: '2026-11', rows: [row('Food', 0)] }, 'amount.0', 'The budget for Food must be more than 0'],
    [{ period: '2026-11', rows: [row('Food', -5)] }, 'amount.0', 'The budget for Food must be more than 0'],
    [
      {
        period: '2026-11',
        rows: [{ category: 'Food', amount: (MAX_AMOUNT + 1) as ReturnType<typeof peso>, rollover: false }],
      },
      'amount.0',
      'The budget for Food cannot exceed ₱9,999,999,999.99',
    ],
  ])('refuses %j at %s: %s', (input, field, message) => {
    expect(validateBudget(input)).toMatchObject({ ok: false, field, message });
  });

  it('refuses more categories than there are', () => {
    const rows = Array.from({ length: BUDGET_MAX_CATEGORIES + 1 }, () => row('Food', 1));
    expect(validateBudget({ period: '2026-11', rows })).toMatchObject({
      ok: false,
      message: `A budget has at most ${BUDGET_MAX_CATEGORIES} categories`,
    });
  });
});
