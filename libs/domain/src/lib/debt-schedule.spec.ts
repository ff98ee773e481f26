import fc from 'fast-check';
import { debtPaymentType, debtScheduleFormValues, detectFrequency, generateDebtSchedule } from './debt-schedule';
import type { DebtScheduleInput } from './debt-schedule';
import { centavos, toCentavos } from './money';
import { manilaDate, manilaDay } from './calendar';
import { formatDate, fromDateInputValue, toDateInputValue } from './dates';
import { manilaAt as d } from '../testing/manila-days';

describe('generateDebtSchedule', () => {
  it('single payment: the whole total on the due date (at midnight)', () => {
    expect(
      generateDebtSchedule({ totalAmount: toCentavos(1500.5), paymentType: 'single', dueDate: d(2026, 3, 15, 14) }),
    ).toEqual([{ dueDate: d(2026, 3, 15), amount: toCentavos(1500.5), isPaid: false }]);
  });

  it.each([
    [
      'monthly from Jan 31 (clamped, each from the start)',
      { totalAmount: toCentavos(100), count: 3, frequency: 'monthly', startDate: d(2026, 1, 31) },
      [
        [d(2026, 1, 31), 33.34],
        [d(2026, 2, 28), 33.33],
        [d(2026, 3, 31), 33.33],
      ],
    ],
    [
      'monthly in a leap year',
      { totalAmount: toCentavos(1000), count: 2, frequency: 'monthly', startDate: d(2024, 1, 31) },
      [
        [d(2024, 1, 31), 500],
        [d(2024, 2, 29), 500],
      ],
    ],
    [
      'monthly across the year end from Aug 31',
      { totalAmount: toCentavos(0.05), count: 6, frequency: 'monthly', startDate: d(2026, 8, 31) },
      [
        [d(2026, 8, 31), 0.01],
        [d(2026, 9, 30), 0.01],
        [d(2026, 10, 31), 0.01],
        [d(2026, 11, 30), 0.01],
        [d(2026, 12, 31), 0.01],
        [d(2027, 1, 31), 0],
      ],
    ],
    [
      'weekly',
      { totalAmount: toCentavos(100), count: 3, frequency: 'weekly', startDate: d(2026, 1, 31) },
      [
        [d(2026, 1, 31), 33.34],
        [d(2026, 2, 7), 33.33],
        [d(2026, 2, 14), 33.33],
      ],
    ],
    [
      'frequency defaults to monthly',
      { totalAmount: toCentavos(200), count: 2, startDate: d(2026, 5, 10) },
      [
        [d(2026, 5, 10), 100],
        [d(2026, 6, 10), 100],
      ],
    ],
  ] as const)('%s', (_label, input, expected) => {
    const schedule = generateDebtSchedule({ paymentType: 'multiple', ...input });
    expect(schedule).toEqual(
      expected.map(([dueDate, pesos]) => ({ dueDate, amount: toCentavos(pesos), isPaid: false })),
    );
  });

  it.each<[string, DebtScheduleInput]>([
    ['zero total', { totalAmount: toCentavos(0), paymentType: 'single', dueDate: d(2026, 1, 1) }],
    ['negative total', { totalAmount: toCentavos(-5), paymentType: 'single', dueDate: d(2026, 1, 1) }],
    ['single without due date', { totalAmount: toCentavos(5), paymentType: 'single' }],
    ['multiple without start date', { totalAmount: toCentavos(5), paymentType: 'multiple', count: 2 }],
    ['multiple without count', { totalAmount: toCentavos(5), paymentType: 'multiple', startDate: d(2026, 1, 1) }],
    ['fractional count', { totalAmount: toCentavos(5), paymentType: 'multiple', startDate: d(2026, 1, 1), count: 2.5 }],
  ])('refuses %s', (_label, input) => {
    expect(() => generateDebtSchedule(input)).toThrow(RangeError);
  });

  // Independent expectation: same Manila day-of-month, clamped to the month's length.
  const expectedMonthly = (start: Date, i: number) => {
    const { year, month, day } = manilaDate(start);
    const lastDay = new Date(Date.UTC(year, month + i, 0)).getUTCDate();
    return new Date(Date.UTC(year, month - 1 + i, Math.min(day, lastDay)) - 8 * 3_600_000);
  };

  it('always has the right count, dates and an exact sum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom<'weekly' | 'monthly'>('weekly', 'monthly'),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        (totalCentavos, count, frequency, startDate) => {
          const schedule = generateDebtSchedule({
            totalAmount: centavos(totalCentavos),
            paymentType: 'multiple',
            count,
            frequency,
            startDate,
          });
          expect(schedule).toHaveLength(count);
          const cents = schedule.map((p) => p.amount);
          expect(cents.reduce((a, b) => a + b, 0)).toBe(totalCentavos);
          const base = Math.floor(totalCentavos / count);
          const remainder = totalCentavos % count;
          expect(cents.filter((c, i) => c !== base + (i < remainder ? 1 : 0))).toEqual([]);
          const { year, month, day } = manilaDate(startDate);
          const start = manilaDay(year, month, day);
          const wrong = schedule.filter((p, i) => {
            const expected =
              frequency === 'weekly' ? new Date(start.getTime() + 7 * i * 86_400_000) : expectedMonthly(start, i);
            return p.isPaid || p.dueDate.getTime() !== expected.getTime();
          });
          expect(wrong).toEqual([]);
          if (count >= 2) expect(detectFrequency(schedule)).toBe(frequency);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('schedules are Manila calendar days in every zone', () => {
  it('monthly: calendar months in Manila from a start stored by the original product', () => {
    const schedule = generateDebtSchedule({
      totalAmount: toCentavos(300),
      paymentType: 'multiple',
      startDate: new Date('2026-01-31T00:00:00+08:00'),
      count: 3,
      frequency: 'monthly',
    });
    expect(schedule.map((p) => formatDate(p.dueDate))).toEqual(['Jan 31, 2026', 'Feb 28, 2026', 'Mar 31, 2026']);
    expect(schedule.map((p) => p.dueDate)).toEqual([d(2026, 1, 31), d(2026, 2, 28), d(2026, 3, 31)]);
  });

  it('a due date late in the Manila day stays on that day', () => {
    const dueDate = new Date('2026-03-14T17:00:00Z'); // 01:00 on Mar 15 in Manila
    const [entry] = generateDebtSchedule({ totalAmount: toCentavos(1), paymentType: 'single', dueDate });
    expect(entry.dueDate).toEqual(d(2026, 3, 15));
  });

  it('re-saving through the edit form (date input) never moves the schedule', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom<'weekly' | 'monthly'>('weekly', 'monthly'),
        (picked, frequency) => {
          const startDate = fromDateInputValue(toDateInputValue(picked)) as Date;
          const base = { totalAmount: toCentavos(100), paymentType: 'multiple' } as const;
          const paymentSchedule = generateDebtSchedule({ ...base, startDate, count: 4, frequency });
          const form = debtScheduleFormValues({ totalAmount: toCentavos(100), paymentSchedule });
          const edited = fromDateInputValue(toDateInputValue(form.startDate)) as Date;
          const { count, frequency: detected } = form;
          const again = generateDebtSchedule({ ...base, startDate: edited, count, frequency: detected });
          expect(again).toEqual(paymentSchedule);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('detectFrequency', () => {
  const at = (...dates: Date[]) => dates.map((dueDate) => ({ dueDate }));
  it.each([
    [at(d(2026, 1, 1), d(2026, 1, 8)), 'weekly'],
    [at(d(2026, 1, 1), d(2026, 1, 28)), 'weekly'],
    [at(d(2026, 1, 1), d(2026, 1, 29)), 'monthly'],
    [at(d(2026, 1, 31), d(2026, 2, 28)), 'monthly'],
    [at(d(2026, 1, 1, 10), d(2026, 1, 29, 0)), 'monthly'],
    [at(d(2026, 1, 1), d(2026, 2, 1), d(2026, 2, 8)), 'monthly'],
    [at(d(2026, 1, 1)), 'monthly'],
    [at(), 'monthly'],
  ])('%p -> %s', (schedule, expected) => {
    expect(detectFrequency(schedule)).toBe(expected);
  });
});

describe('edit form values from a stored debt', () => {
  it.each([
    [
      'single',
      generateDebtSchedule({ totalAmount: toCentavos(500), paymentType: 'single', dueDate: d(2026, 4, 1) }),
      { paymentType: 'single', dueDate: d(2026, 4, 1), startDate: null, count: 2, frequency: 'monthly' },
    ],
    [
      'weekly',
      generateDebtSchedule({
        totalAmount: toCentavos(500),
        paymentType: 'multiple',
        startDate: d(2026, 4, 1),
        count: 5,
        frequency: 'weekly',
      }),
      { paymentType: 'multiple', dueDate: null, startDate: d(2026, 4, 1), count: 5, frequency: 'weekly' },
    ],
    [
      'monthly',
      generateDebtSchedule({
        totalAmount: toCentavos(500),
        paymentType: 'multiple',
        startDate: d(2026, 1, 31),
        count: 3,
        frequency: 'monthly',
      }),
      { paymentType: 'multiple', dueDate: null, startDate: d(2026, 1, 31), count: 3, frequency: 'monthly' },
    ],
  ])('%s', (_label, paymentSchedule, expected) => {
    expect(debtScheduleFormValues({ totalAmount: toCentavos(500), paymentSchedule })).toEqual({
      totalAmount: toCentavos(500),
      ...expected,
    });
    expect(debtPaymentType({ paymentSchedule })).toBe(expected.paymentType);
  });
});
