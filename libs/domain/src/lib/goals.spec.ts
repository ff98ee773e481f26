import { centavos, type Centavos } from './money';
import { manilaDay } from './calendar';
import {
  goalPace,
  goalProgress,
  payoutsTowardGoal,
  periodsThrough,
  validateContribution,
  validateGoal,
  type Goal,
  type GoalInput,
} from './goals';
import { generatePaluwaganSchedule } from './paluwagan-schedule';
import type { Paluwagan } from './model';

const c = (n: number) => centavos(n);

function goal(over: Partial<Goal> = {}): Goal {
  return { id: 'g1', name: 'Laptop', target: c(50_000_00), contributions: [], ...over };
}

const give = (...amounts: number[]) =>
  amounts.map((amount, i) => ({ id: `c${i}`, amount: c(amount), date: manilaDay(2026, 11, 1) }));

describe('validateGoal', () => {
  const base: GoalInput = { name: ' Laptop ', target: c(50_000_00), targetDate: null, accountId: '' };
  it.each<[string, Partial<GoalInput>, string]>([
    ['a blank name', { name: '  ' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['no target', { target: null }, 'target'],
    ['a target of 0', { target: c(0) }, 'target'],
    ['a negative target', { target: c(-1) }, 'target'],
    ['a target above the maximum', { target: c(1_000_000_000_000) }, 'target'],
    ['an invalid date', { targetDate: new Date(Number.NaN) }, 'targetDate'],
  ])('refuses %s', (_, change, field) => {
    const result = validateGoal({ ...base, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it('trims the name, keeps the date as a Manila midnight and leaves out what is not given', () => {
    expect(validateGoal(base)).toEqual({ ok: true, value: { name: 'Laptop', target: c(50_000_00) } });
    const late = new Date('2027-03-31T20:00:00Z'); // 1 April, 04:00 in Manila
    const result = validateGoal({ ...base, targetDate: late, accountId: 'acc' });
    expect(result).toEqual({
      ok: true,
      value: { name: 'Laptop', target: c(50_000_00), targetDate: manilaDay(2027, 4, 1), accountId: 'acc' },
    });
  });
});

describe('validateContribution', () => {
  it.each<[string, Centavos | null, Date | null, string]>([
    ['no amount', null, manilaDay(2026, 11, 1), 'amount'],
    ['an amount of 0', c(0), manilaDay(2026, 11, 1), 'amount'],
    ['a negative amount', c(-100), manilaDay(2026, 11, 1), 'amount'],
    ['an amount above the maximum', c(1_000_000_000_000), manilaDay(2026, 11, 1), 'amount'],
    ['no date', c(100), null, 'date'],
  ])('refuses %s', (_, amount, date, field) => {
    const result = validateContribution({ goalId: 'g1', amount, date });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });
});

describe('goalProgress', () => {
  it('counts what was set aside and the payouts marked toward it', () => {
    const p = goalProgress(goal({ contributions: give(10_000_00, 5_000_00) }), undefined, [{ amount: c(20_000_00) }]);
    expect(p).toEqual({
      saved: c(35_000_00),
      remaining: c(15_000_00),
      percent: 70,
      reached: false,
      source: 'contributions',
    });
  });

  it("counts only the account's balance when linked, never below nothing", () => {
    const linked = goal({ accountId: 'acc', contributions: give(40_000_00) });
    expect(goalProgress(linked, c(12_345_00), []).saved).toBe(12_345_00);
    expect(goalProgress(linked, c(-500_00), []).saved).toBe(0);
    expect(goalProgress(linked, undefined, []).saved).toBe(0);
  });

  it('is reached at the target exactly, and 99% just below it', () => {
    const linked = goal({ accountId: 'acc' });
    expect(goalProgress(linked, c(50_000_00), [])).toMatchObject({ reached: true, percent: 100, remaining: 0 });
    expect(goalProgress(linked, c(49_999_99), [])).toMatchObject({ reached: false, percent: 99, remaining: 1 });
    expect(goalProgress(linked, c(60_000_00), [])).toMatchObject({ reached: true, remaining: 0 });
  });
});

describe('payoutsTowardGoal', () => {
  it('counts received own payouts marked toward the goal, and no other', () => {
    const schedule = generatePaluwaganSchedule({
      startDate: manilaDay(2026, 1, 5),
      totalNumbers: 3,
      amountPerNumber: c(500_00),
      ownedNumbers: [1, 2, 3],
    });
    const p: Paluwagan = {
      id: 'p',
      name: 'Office',
      organizer: 'Aling Nena',
      description: '',
      startDate: manilaDay(2026, 1, 5),
      totalNumbers: 3,
      amountPerNumber: c(500_00),
      payoutPerNumber: schedule.payoutPerNumber,
      numbers: schedule.numbers,
      weeklyPayments: schedule.weeklyPayments,
    };
    const [first, second, third] = p.numbers;
    const numbers = [
      { ...first, isOwner: true, isPaid: true, goalId: 'g1' },
      { ...second, isOwner: true, isPaid: false, goalId: 'g1' },
      { ...third, isOwner: true, isPaid: true, goalId: 'other' },
    ];
    expect(payoutsTowardGoal('g1', [{ ...p, numbers }])).toEqual([
      { paluwaganId: 'p', paluwaganName: 'Office', number: first.number, amount: p.payoutPerNumber },
    ]);
  });
});

describe('periodsThrough', () => {
  it.each([
    ['kinsena', manilaDay(2026, 11, 29), manilaDay(2026, 11, 30), 1],
    ['kinsena', manilaDay(2026, 11, 15), manilaDay(2026, 11, 16), 2],
    ['kinsena', manilaDay(2026, 11, 29), manilaDay(2027, 2, 28), 7],
    ['month', manilaDay(2026, 11, 29), manilaDay(2027, 2, 1), 4],
    ['month', manilaDay(2026, 11, 29), manilaDay(2026, 10, 1), 0],
  ] as const)('%s from %s to %s: %i', (kind, from, to, expected) => {
    expect(periodsThrough(kind, from, to)).toBe(expected);
  });

  it('counts Manila days: 23:30 UTC on the 15th is already the 16th in Manila', () => {
    expect(periodsThrough('kinsena', new Date('2026-11-15T16:30:00Z'), manilaDay(2026, 11, 30))).toBe(1);
  });
});

describe('goalPace', () => {
  const today = manilaDay(2026, 11, 29);
  it('spreads what remains over the periods left, this one included, rounded up to the centavo', () => {
    const g = goal({ target: c(1_000_00), targetDate: manilaDay(2027, 1, 31) });
    const progress = goalProgress(g, undefined, []);
    expect(goalPace(g, progress, today, 'kinsena')).toEqual({
      kind: 'perPeriod',
      perPeriod: c(20_000),
      periods: 5,
      periodKind: 'kinsena',
    });
    expect(goalPace(g, progress, today, 'month')).toMatchObject({ perPeriod: c(33_334), periods: 3 });
  });

  it('says overdue after the day, reached once reached, and nothing without a date', () => {
    const late = goal({ targetDate: manilaDay(2026, 11, 28) });
    expect(goalPace(late, goalProgress(late, undefined, []), today, 'month')).toEqual({
      kind: 'overdue',
      remaining: c(50_000_00),
    });
    const onTheDay = goal({ targetDate: today });
    expect(goalPace(onTheDay, goalProgress(onTheDay, undefined, []), today, 'month')).toMatchObject({ periods: 1 });
    const done = goal({ accountId: 'a', targetDate: manilaDay(2026, 1, 1) });
    expect(goalPace(done, goalProgress(done, c(50_000_00), []), today, 'month')).toEqual({ kind: 'reached' });
    expect(goalPace(goal(), goalProgress(goal(), undefined, []), today, 'month')).toEqual({ kind: 'none' });
  });
});
