// A locked paluwagan or debt keeps its schedule: an edit that still carries schedule changes
// (a form opened before a payment was marked in another tab) is refused, not half-applied.
import { debtScheduleFormValues } from './debt-schedule';
import { startOfDay } from './dates';
import type { Centavos } from './money';
import type { Debt, Paluwagan } from './model';
import type { DebtFormInput } from './validation/debt';
import type { PaluwaganFormInput } from './validation/paluwagan';

const sameDay = (a: Date | null | undefined, b: Date | null | undefined) =>
  !a || !b ? !a && !b : startOfDay(a).getTime() === startOfDay(b).getTime();

// Both in centavos (an unreadable amount, null or NOT_AN_AMOUNT, is never the same).
const sameMoney = (a: Centavos | null | undefined, b: Centavos) => typeof a === 'number' && a === b;

/** True when the edit changes the start date, the total, the amount per number or the own numbers. */
export function changesPaluwaganSchedule(paluwagan: Paluwagan, input: PaluwaganFormInput): boolean {
  const own = paluwagan.numbers
    .filter((n) => n.isOwner)
    .map((n) => n.number)
    .sort((a, b) => a - b);
  const selected = [...input.selectedNumbers].sort((a, b) => a - b);
  return (
    !sameDay(input.startDate, paluwagan.startDate) ||
    input.totalNumbers !== paluwagan.totalNumbers ||
    !sameMoney(input.amountPerNumber, paluwagan.amountPerNumber) ||
    own.join() !== selected.join()
  );
}

/** True when the edit changes the total, the payment type or the schedule the form was filled with. */
export function changesDebtSchedule(debt: Debt, input: DebtFormInput): boolean {
  const stored = debtScheduleFormValues(debt);
  if (!sameMoney(input.totalAmount, stored.totalAmount) || input.paymentType !== stored.paymentType) return true;
  if (stored.paymentType === 'single') return !sameDay(input.dueDate, stored.dueDate);
  return (
    !sameDay(input.startDate, stored.startDate) || input.count !== stored.count || input.frequency !== stored.frequency
  );
}
