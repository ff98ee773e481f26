import type { PaluwaganNumber, WeeklyPayment } from './model';
import { multiplyMoney, type Centavos } from './money';
import { addWeeks, nextSundayAfter } from './dates';
import { PALUWAGAN_OWNER_NAME } from './constants';

/**
 * First payout: Manila midnight of the next Sunday strictly after the start date's Manila day
 * (a Sunday start moves +7 days).
 */
export function firstPayoutDate(startDate: Date): Date {
  return nextSundayAfter(startDate);
}

/** Payout per number = amountPerNumber × totalNumbers. */
export function paluwaganPayoutPerNumber(amountPerNumber: Centavos, totalNumbers: number): Centavos {
  return multiplyMoney(amountPerNumber, totalNumbers);
}

/** Weekly amount = amountPerNumber × count of owned numbers. */
export function paluwaganWeeklyAmount(amountPerNumber: Centavos, ownedCount: number): Centavos {
  return multiplyMoney(amountPerNumber, ownedCount);
}

/** Keeps the selected numbers that still exist (1..total), sorted and without duplicates. */
export function dropNumbersAbove(selected: readonly number[], total: number): number[] {
  return [...new Set(selected)].filter((n) => Number.isInteger(n) && n >= 1 && n <= total).sort((a, b) => a - b);
}

/** Selects or unselects one number in the number grid. */
export function toggleNumber(selected: readonly number[], n: number): number[] {
  return selected.includes(n) ? selected.filter((s) => s !== n) : [...selected, n].sort((a, b) => a - b);
}

export interface PaluwaganScheduleInput {
  startDate: Date;
  totalNumbers: number;
  amountPerNumber: Centavos;
  /** The user's own numbers (1-based); numbers outside 1..totalNumbers are ignored. */
  ownedNumbers: readonly number[];
}

export interface PaluwaganSchedule {
  numbers: PaluwaganNumber[];
  weeklyPayments: WeeklyPayment[];
  payoutPerNumber: Centavos;
  weeklyAmount: Centavos;
}

/**
 * Fresh, all-unpaid schedule: number i pays out on the first payout date + 7(i−1) days, and
 * week i's payment is due that same day; every date is a Manila calendar day (Manila midnight), so
 * the same start date always gives the same schedule, whatever the device's zone.
 */
export function generatePaluwaganSchedule(input: PaluwaganScheduleInput): PaluwaganSchedule {
  const { startDate, totalNumbers, amountPerNumber } = input;
  if (!Number.isInteger(totalNumbers) || totalNumbers < 1) {
    throw new RangeError(`totalNumbers must be a positive whole number: ${totalNumbers}`);
  }
  const owned = new Set(dropNumbersAbove(input.ownedNumbers, totalNumbers));
  const payoutPerNumber = paluwaganPayoutPerNumber(amountPerNumber, totalNumbers);
  const weeklyAmount = paluwaganWeeklyAmount(amountPerNumber, owned.size);
  const first = firstPayoutDate(startDate);

  const numbers: PaluwaganNumber[] = [];
  const weeklyPayments: WeeklyPayment[] = [];
  for (let i = 1; i <= totalNumbers; i++) {
    const date = addWeeks(first, i - 1);
    const isOwner = owned.has(i);
    numbers.push({
      number: i,
      payoutDate: date,
      isPaid: false,
      isOwner,
      ownerName: isOwner ? PALUWAGAN_OWNER_NAME : '',
    });
    weeklyPayments.push({ weekNumber: i, dueDate: new Date(date), isPaid: false, amount: weeklyAmount });
  }
  return { numbers, weeklyPayments, payoutPerNumber, weeklyAmount };
}
