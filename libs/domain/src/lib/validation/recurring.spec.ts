import { RECURRING_MESSAGES as R, amountExceedsMaxMessage } from '../errors/messages';
import { MAX_AMOUNT } from '../constants';
import { addMoney, toCentavos } from '../money';
import { manilaDay } from '../calendar';
import type { RecurrenceRule } from '../model';
import { recurrenceRuleError, validateRecurring, type RecurringFormInput } from './recurring';

const FORM: RecurringFormInput = {
  name: '  Meralco ',
  type: 'expense',
  category: 'Bills',
  accountId: 'wallet',
  amount: toCentavos(2500),
  varies: false,
  rule: { kind: 'monthly', day: 31 },
  // 15:30 in Manila: stored as that Manila day's midnight.
  startDate: new Date(manilaDay(2026, 10, 31).getTime() + 15.5 * 3_600_000),
  endDate: null,
};

describe('validateRecurring', () => {
  it('passes a whole form: trimmed, dates at Manila midnight', () => {
    expect(validateRecurring(FORM)).toEqual({
      ok: true,
      value: {
        name: 'Meralco',
        type: 'expense',
        category: 'Bills',
        accountId: 'wallet',
        amount: toCentavos(2500),
        rule: { kind: 'monthly', day: 31 },
        startDate: manilaDay(2026, 10, 31),
      },
    });
  });

  it('sends no amount for an item that varies, whatever the field holds', () => {
    const result = validateRecurring({ ...FORM, varies: true, amount: toCentavos(-5) });
    expect(result.ok && result.value.amount).toBeNull();
  });

  it('keeps only the fields of the rule its kind uses', () => {
    const leftover = { kind: 'kinsenas', day: 31, every: 2 } as unknown as RecurrenceRule;
    const result = validateRecurring({ ...FORM, rule: leftover });
    expect(result.ok && result.value.rule).toEqual({ kind: 'kinsenas' });
  });

  it.each<[string, Partial<RecurringFormInput>, string, string]>([
    ['a blank name', { name: '  ' }, 'name', R.nameRequired],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, 'name', 'Name must be 200 characters or fewer'],
    ['no category', { category: '' }, 'category', R.categoryRequired],
    ['no account', { accountId: '' }, 'accountId', R.accountRequired],
    ['no amount', { amount: null }, 'amount', R.amountPositive],
    ['an amount of 0', { amount: toCentavos(0) }, 'amount', R.amountPositive],
    [
      'an amount above the maximum',
      { amount: addMoney(MAX_AMOUNT, toCentavos(0.01)) },
      'amount',
      amountExceedsMaxMessage(),
    ],
    ['a day of month 32', { rule: { kind: 'monthly', day: 32 } }, 'rule', R.monthDay],
    ['no start date', { startDate: null }, 'startDate', R.startDateRequired],
    ['an end before the start', { endDate: manilaDay(2026, 10, 30) }, 'endDate', R.endBeforeStart],
  ])('refuses %s at its field, in form order', (_case, patch, field, message) => {
    expect(validateRecurring({ ...FORM, ...patch })).toEqual({ ok: false, field, message, ref: expect.anything() });
  });

  it('accepts an end on the start day', () => {
    expect(validateRecurring({ ...FORM, endDate: manilaDay(2026, 10, 31) }).ok).toBe(true);
  });
});

describe('recurrenceRuleError', () => {
  it.each<[RecurrenceRule, string | null]>([
    [{ kind: 'monthly', day: 1 }, null],
    [{ kind: 'monthly', day: 31 }, null],
    [{ kind: 'monthly', day: 0 }, R.monthDay],
    [{ kind: 'monthly', day: 1.5 }, R.monthDay],
    [{ kind: 'kinsenas' }, null],
    [{ kind: 'weekly', every: 1, weekday: 0 }, null],
    [{ kind: 'weekly', every: 52, weekday: 6 }, null],
    [{ kind: 'weekly', every: 53, weekday: 6 }, R.everyWeeks],
    [{ kind: 'weekly', every: 0, weekday: 1 }, R.everyWeeks],
    [{ kind: 'weekly', every: 2, weekday: 7 }, R.weekday],
    [{ kind: 'yearly', month: 2, day: 29 }, null],
    [{ kind: 'yearly', month: 2, day: 30 }, R.yearDate],
    [{ kind: 'yearly', month: 4, day: 31 }, R.yearDate],
    [{ kind: 'yearly', month: 13, day: 1 }, R.yearDate],
  ])('%p -> %p', (rule, error) => {
    expect(recurrenceRuleError(rule)?.message ?? null).toBe(error);
  });
});
