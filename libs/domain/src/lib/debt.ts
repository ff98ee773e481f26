import type { Debt, DebtPayment } from './model';
import { ZERO_CENTAVOS, subtractMoney, sumMoney, type Centavos } from './money';
import { daysBetween, isDueSoon } from './dates';
// Dates here are Manila calendar days: 'today', due soon, overdue and formatDate use the Manila
// day of each instant (dates.ts), whatever the device's zone.
import { debtPaymentType } from './debt-schedule';

type Schedule = Pick<Debt, 'paymentSchedule'>;

/** A schedule entry with its array position (entries are referenced by position). */
export interface IndexedDebtPayment {
  index: number;
  payment: DebtPayment;
}

function indexed(debt: Schedule): IndexedDebtPayment[] {
  return debt.paymentSchedule.map((payment, index) => ({ index, payment }));
}

function unpaidByDate(debt: Schedule): IndexedDebtPayment[] {
  return indexed(debt)
    .filter((e) => !e.payment.isPaid)
    .sort((a, b) => a.payment.dueDate.getTime() - b.payment.dueDate.getTime() || a.index - b.index);
}

export type DebtStatus = 'Paid Off' | 'Overdue' | 'Due Soon' | 'On Track';

/**
 * 'Paid Off' (no unpaid entries); 'Overdue' (an unpaid entry due before today); 'Due Soon'
 * (next unpaid due 0 to 7 days ahead); otherwise 'On Track'.
 */
export function debtStatus(debt: Schedule, today: Date): DebtStatus {
  const unpaid = unpaidByDate(debt);
  if (unpaid.length === 0) return 'Paid Off';
  if (unpaid.some((e) => daysBetween(today, e.payment.dueDate) < 0)) return 'Overdue';
  if (isDueSoon(unpaid[0].payment.dueDate, today)) return 'Due Soon';
  return 'On Track';
}

export type BannerTone = 'success' | 'danger' | 'warning' | 'info';

/**
 * Which status banner shows (spec, Debt status): the screens word it from their catalogue.
 * Single-entry: paymentComplete (owe) / paymentReceived (owed), paymentOverdue,
 * paymentDueThisWeek, paymentNotDueYet. Multi-entry: allPaymentsComplete (owe) /
 * allPaymentsReceived (owed), paymentOverdue, paymentDueThisWeek, allPaymentsUpToDate.
 */
export type DebtBannerKey =
  | 'paymentComplete'
  | 'paymentReceived'
  | 'allPaymentsComplete'
  | 'allPaymentsReceived'
  | 'paymentOverdue'
  | 'paymentDueThisWeek'
  | 'paymentNotDueYet'
  | 'allPaymentsUpToDate';

export interface DebtBanner {
  status: DebtStatus;
  key: DebtBannerKey;
  tone: BannerTone;
}

const TONES: Record<DebtStatus, BannerTone> = {
  'Paid Off': 'success',
  Overdue: 'danger',
  'Due Soon': 'warning',
  'On Track': 'info',
};

/** The status banner of single-entry and multi-entry debts, owe and owed. */
export function debtBanner(debt: Schedule & Pick<Debt, 'type'>, today: Date): DebtBanner {
  const status = debtStatus(debt, today);
  const single = debtPaymentType(debt) === 'single';
  let key: DebtBannerKey;
  switch (status) {
    case 'Paid Off':
      key = single
        ? debt.type === 'owe'
          ? 'paymentComplete'
          : 'paymentReceived'
        : debt.type === 'owe'
          ? 'allPaymentsComplete'
          : 'allPaymentsReceived';
      break;
    case 'Overdue':
      key = 'paymentOverdue';
      break;
    case 'Due Soon':
      key = 'paymentDueThisWeek';
      break;
    case 'On Track':
      key = single ? 'paymentNotDueYet' : 'allPaymentsUpToDate';
      break;
  }
  return { status, key, tone: TONES[status] };
}

/** Single-entry debts hide the progress bar. */
export function showsDebtProgress(debt: Schedule): boolean {
  return debtPaymentType(debt) === 'multiple';
}

export function debtPaidAmount(debt: Schedule): Centavos {
  return sumMoney(debt.paymentSchedule.filter((p) => p.isPaid).map((p) => p.amount));
}

/**
 * Total minus what is paid, never below 0, and 0 once nothing is unpaid (schedules written by
 * the original product may not add up to the total to the centavo).
 */
export function debtRemainingAmount(debt: Schedule & Pick<Debt, 'totalAmount'>): Centavos {
  if (debt.paymentSchedule.every((p) => p.isPaid)) return ZERO_CENTAVOS;
  const remaining = subtractMoney(debt.totalAmount, debtPaidAmount(debt));
  return remaining > 0 ? remaining : ZERO_CENTAVOS;
}

/** Paid share of the total amount, rounded, 0..100 (spec silent: by amount, not by count). */
export function debtProgress(debt: Schedule & Pick<Debt, 'totalAmount'>): number {
  if (debt.paymentSchedule.length > 0 && debt.paymentSchedule.every((p) => p.isPaid)) return 100;
  const total = debt.totalAmount;
  if (total <= 0) return 0;
  const paid = debtPaidAmount(debt);
  return Math.min(100, Math.max(0, Math.round((paid / total) * 100)));
}

/** The earliest unpaid entry, or null when paid off. */
export function debtNextDue(debt: Schedule): IndexedDebtPayment | null {
  return unpaidByDate(debt)[0] ?? null;
}

/** Unpaid entries due before today ('Attention Needed'). */
export function overdueDebtPayments(debt: Schedule, today: Date): IndexedDebtPayment[] {
  return unpaidByDate(debt).filter((e) => daysBetween(today, e.payment.dueDate) < 0);
}

/** Unpaid entries due 0 to 7 days ahead ('Attention Needed'). */
export function dueSoonDebtPayments(debt: Schedule, today: Date): IndexedDebtPayment[] {
  return unpaidByDate(debt).filter((e) => isDueSoon(e.payment.dueDate, today));
}

/** Locked once any payment is paid: amount, payment type and schedule need unmarking first. */
export function isDebtLocked(debt: Schedule): boolean {
  return debt.paymentSchedule.some((p) => p.isPaid);
}

export type DebtPaymentStatusKind = 'paid' | 'overdue' | 'dueSoon' | 'upcoming';

/**
 * Status column of the payment schedule: paid, overdue (unpaid, due before today), due soon
 * (unpaid, due 0 to 7 days ahead) or upcoming. The screens word it, paid by the debt's type.
 */
export function debtPaymentStatus(payment: DebtPayment, today: Date): DebtPaymentStatusKind {
  if (payment.isPaid) return 'paid';
  if (daysBetween(today, payment.dueDate) < 0) return 'overdue';
  if (isDueSoon(payment.dueDate, today)) return 'dueSoon';
  return 'upcoming';
}
