import { generateDebtSchedule } from './debt-schedule';
import { manilaDay } from './calendar';
import { changesDebtSchedule, changesPaluwaganSchedule } from './locked-edits';
import type { Debt } from './model';
import { generatePaluwaganSchedule } from './paluwagan-schedule';
import { NOT_AN_AMOUNT, toCentavos } from './money';

const startDate = manilaDay(2026, 3, 4);
const schedule = generatePaluwaganSchedule({
  startDate,
  totalNumbers: 5,
  amountPerNumber: toCentavos(100),
  ownedNumbers: [2, 4],
});
const paluwagan = {
  id: 'p1',
  name: 'Office',
  organizer: 'Nena',
  description: '',
  startDate,
  totalNumbers: 5,
  amountPerNumber: toCentavos(100),
  ...schedule,
};
const form = {
  name: 'Office',
  organizer: 'Nena',
  startDate,
  totalNumbers: 5,
  amountPerNumber: toCentavos(100),
  selectedNumbers: [4, 2],
};

describe('changesPaluwaganSchedule', () => {
  it('is false for the values the form was filled with (any order of numbers, any time of that day)', () => {
    expect(changesPaluwaganSchedule(paluwagan, form)).toBe(false);
    expect(changesPaluwaganSchedule(paluwagan, { ...form, startDate: new Date('2026-03-04T15:30:00+08:00') })).toBe(
      false,
    );
  });

  it.each([
    ['start date', { startDate: manilaDay(2026, 3, 5) }],
    ['total', { totalNumbers: 6 }],
    ['amount', { amountPerNumber: toCentavos(100.01) }],
    ['amount, to one far above the maximum', { amountPerNumber: toCentavos(100_000_000_000) }],
    ['numbers', { selectedNumbers: [2] }],
    ['an unreadable amount', { amountPerNumber: null }],
    ['an amount that is not one', { amountPerNumber: NOT_AN_AMOUNT }],
  ])('is true when the %s changes', (_, over) => {
    expect(changesPaluwaganSchedule(paluwagan, { ...form, ...over })).toBe(true);
  });
});

describe('changesDebtSchedule', () => {
  const monthly = generateDebtSchedule({
    totalAmount: toCentavos(1000),
    paymentType: 'multiple',
    startDate: manilaDay(2026, 1, 31),
    count: 3,
    frequency: 'monthly',
  });
  const debt: Debt = {
    id: 'd1',
    type: 'owe',
    name: 'Laptop',
    counterpartyName: 'Ben',
    totalAmount: toCentavos(1000),
    paymentSchedule: monthly,
  };
  const input = {
    type: 'owe' as const,
    name: 'Laptop',
    counterpartyName: 'Ben',
    totalAmount: toCentavos(1000),
    paymentType: 'multiple' as const,
    startDate: manilaDay(2026, 1, 31),
    count: 3,
    frequency: 'monthly' as const,
  };

  it('is false for the values the form was filled with', () => {
    expect(changesDebtSchedule(debt, input)).toBe(false);
  });

  it.each([
    ['total', { totalAmount: toCentavos(999) }],
    ['total, to one far above the maximum', { totalAmount: toCentavos(100_000_000_000) }],
    ['payment type', { paymentType: 'single' as const, dueDate: manilaDay(2026, 1, 31) }],
    ['count', { count: 4 }],
    ['frequency', { frequency: 'weekly' as const }],
    ['start date', { startDate: manilaDay(2026, 2, 1) }],
  ])('is true when the %s changes', (_, over) => {
    expect(changesDebtSchedule(debt, { ...input, ...over })).toBe(true);
  });
});
