import { budgetLine, budgetTotals, carriedInto, suggestedAmount, type CategoryBudget } from './budgets';
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
