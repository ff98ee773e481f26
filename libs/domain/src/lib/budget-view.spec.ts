import { ZERO_CENTAVOS, toCentavos } from './money';
import type { Budget } from './budgets';
import type { MonthSummary } from './summaries';
import { buildBudgetView, monthsFor, periodsFor } from './budget-view';

const peso = toCentavos;
/** Noon, 28 November 2026, in Manila: the second kinsena has 3 days left. */
const TODAY = new Date('2026-11-28T12:00:00+08:00');

const budget = (id: string, categories: Budget['categories']): Budget => ({ id, categories });
const month = (
  key: string,
  food: number,
  foodSecondHalf: number,
  other: Record<string, number> = {},
): MonthSummary => ({
  month: key,
  accounts: {
    gcash: {
      categories: Object.fromEntries(
        Object.entries({ Food: food, ...other }).map(([c, pesos]) => [
          c,
          { income: ZERO_CENTAVOS, expense: peso(pesos) },
        ]),
      ),
      transfersIn: ZERO_CENTAVOS,
      transfersOut: ZERO_CENTAVOS,
    },
  },
  secondHalf: { Food: peso(foodSecondHalf) },
});

describe('a kinsena budget against what was spent', () => {
  it('reads the period and six before it, from the months they fall in', () => {
    expect(periodsFor('2026-11-2')).toEqual([
      '2026-11-2',
      '2026-11-1',
      '2026-10-2',
      '2026-10-1',
      '2026-09-2',
      '2026-09-1',
      '2026-08-2',
    ]);
    expect(monthsFor('2026-11-2')).toEqual(['2026-11', '2026-10', '2026-09', '2026-08']);
  });

  it('carries what rolled over, says what is left and a day’s allowance, and lists spending without a budget', () => {
    const food = { amount: peso(3000), rollover: true };
    const periods = periodsFor('2026-11-2');
    // Food: Oct 1–15 spent 2,500 (+500), Oct 16–31 3,200 (−200), Nov 1–15 2,900 (+100): +400 carried.
    const budgets = periods.map((p) =>
      ['2026-11-2', '2026-11-1', '2026-10-2', '2026-10-1'].includes(p) ? budget(p, { Food: food }) : null,
    );
    const summaries = new Map([
      ['2026-11', month('2026-11', 2900 + 2160, 2160, { Transport: 250 })],
      ['2026-10', month('2026-10', 2500 + 3200, 3200)],
      ['2026-09', null],
      ['2026-08', null],
    ]);
    const view = buildBudgetView('2026-11-2', budgets, summaries, TODAY);
    expect(view.daysLeft).toBe(3);
    expect(view.lines).toEqual([
      {
        category: 'Food',
        budget: peso(3000),
        carried: peso(400),
        available: peso(3400),
        spent: peso(2160),
        left: peso(1240),
        over: false,
        perDay: peso(413.33),
      },
    ]);
    expect(view.totals).toEqual({ available: peso(3400), spent: peso(2160), left: peso(1240) });
    // Transport fell in the first kinsena (no second-half spending for it): nothing here.
    expect(view.unbudgeted).toEqual([]);
    expect(view.previous).toEqual(budget('2026-11-1', { Food: food }));
    // The last three kinsenas: 2,900, 3,200 and 2,500 on food, 250 on transport.
    expect(view.suggested).toEqual({ Food: peso(2867), Transport: peso(84) });
  });

  it('with no budget, shows the spending as unbudgeted, most first', () => {
    const summaries = new Map([['2026-11', month('2026-11', 100, 0, { Transport: 250 })]]);
    const view = buildBudgetView(
      '2026-11',
      periodsFor('2026-11').map(() => null),
      summaries,
      TODAY,
    );
    expect(view.lines).toEqual([]);
    expect(view.unbudgeted).toEqual([
      { category: 'Transport', spent: peso(250) },
      { category: 'Food', spent: peso(100) },
    ]);
  });
});
