import type { Paluwagan, PaluwaganNumber, WeeklyPayment } from './model';
import { multiplyMoney, sumMoney, type Centavos } from './money';
import { daysBetween, formatDate, isDueSoon, isOnOrBefore } from './dates';
// Dates here are Manila calendar days: 'today', due soon, overdue and formatDate use the Manila
// day of each instant (dates.ts), whatever the device's zone.
import {
  PALUWAGAN,
  nextPayout as nextPayoutMessage,
  paymentDueThisWeek,
  payoutsToMark as payoutsToMarkMessage,
  type DomainMessage,
} from './errors/messages';
import type { Language } from './language';

type Payments = Pick<Paluwagan, 'weeklyPayments'>;
type Numbers = Pick<Paluwagan, 'numbers'>;

function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/** Cards and dashboard: share of weekly payments due before today, rounded, capped at 100. */
export function paluwaganCardProgress(p: Payments, today: Date): number {
  const due = p.weeklyPayments.filter((w) => daysBetween(today, w.dueDate) < 0).length;
  return percent(due, p.weeklyPayments.length);
}

/** Detail screen: share of weekly payments marked paid, rounded, capped at 100. */
export function paluwaganDetailProgress(p: Payments): number {
  return percent(paidWeeksCount(p), p.weeklyPayments.length);
}

export function paidWeeksCount(p: Payments): number {
  return p.weeklyPayments.filter((w) => w.isPaid).length;
}

/**
 * The current week: the first week whose due date is today or later; the last week once all
 * are past (spec silent on how x is derived).
 */
export function currentWeekNumber(p: Payments, today: Date): number {
  const total = p.weeklyPayments.length;
  const sorted = [...p.weeklyPayments].sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
  const index = sorted.findIndex((w) => daysBetween(today, w.dueDate) >= 0);
  return index === -1 ? total : index + 1;
}

export function ownedNumbers(p: Numbers): PaluwaganNumber[] {
  return p.numbers.filter((n) => n.isOwner);
}

/** What the user pays each week (amountPerNumber × owned numbers, as stored on the schedule). */
export function paluwaganWeeklyDue(p: Pick<Paluwagan, 'weeklyPayments' | 'amountPerNumber' | 'numbers'>): Centavos {
  if (p.weeklyPayments.length > 0) return p.weeklyPayments[0].amount;
  return multiplyMoney(p.amountPerNumber, ownedNumbers(p).length);
}

/** Earliest own payout not yet received whose date is today or later; null if none. */
export function nextOwnPayout(p: Numbers, today: Date): PaluwaganNumber | null {
  const upcoming = ownedNumbers(p)
    .filter((n) => !n.isPaid && daysBetween(today, n.payoutDate) >= 0)
    .sort((a, b) => a.payoutDate.getTime() - b.payoutDate.getTime());
  return upcoming[0] ?? null;
}

/** Own payouts whose date has come (today included) but that are not marked received yet. */
export function payoutsToMarkReceived(p: Numbers, today: Date): PaluwaganNumber[] {
  return ownedNumbers(p).filter((n) => !n.isPaid && isPayoutAvailable(n, today));
}

/** Unpaid weekly payments due 0 to 7 days ahead, earliest first. */
export function upcomingPayments(p: Payments, today: Date): WeeklyPayment[] {
  return p.weeklyPayments
    .filter((w) => !w.isPaid && isDueSoon(w.dueDate, today))
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
}

export interface PaluwaganStatus {
  /** Card progress (payments due before today). */
  progress: number;
  completed: boolean;
  nextPayout: PaluwaganNumber | null;
  /** Earliest unpaid payment due within the next 7 days. */
  paymentDue: WeeklyPayment | null;
  /** Own payouts whose date has come but that are not marked received. */
  payoutsToMark: number;
  /**
   * 'Next payout {date}'; with none ahead, 'All payouts received' only when it is true, else how
   * many past payouts are still to mark as received.
   */
  payoutText: string;
  /** 'Payment due this week {date}' or 'All payments up to date'. */
  paymentText: string;
  /** payoutText and paymentText for the screens, their dates in the language asked for. */
  payout: DomainMessage;
  payment: DomainMessage;
  /** The card's status lines: ['Paluwagan Completed'] or [payoutText, paymentText]. */
  lines: string[];
}

export function paluwaganStatus(p: Payments & Numbers, today: Date, language: Language = 'en'): PaluwaganStatus {
  const progress = paluwaganCardProgress(p, today);
  const nextPayout = nextOwnPayout(p, today);
  const paymentDue = upcomingPayments(p, today)[0] ?? null;
  const payoutsToMark = payoutsToMarkReceived(p, today).length;
  const completed = progress === 100 && nextPayout === null;
  const payoutIn = (lang: Language) =>
    nextPayout
      ? nextPayoutMessage(formatDate(nextPayout.payoutDate, lang))
      : payoutsToMark > 0
        ? payoutsToMarkMessage(payoutsToMark)
        : PALUWAGAN.allPayoutsReceived;
  const paymentIn = (lang: Language) =>
    paymentDue ? paymentDueThisWeek(formatDate(paymentDue.dueDate, lang)) : PALUWAGAN.allPaymentsUpToDate;
  const payoutText = payoutIn('en').message;
  const paymentText = paymentIn('en').message;
  return {
    progress,
    completed,
    nextPayout,
    paymentDue,
    payoutsToMark,
    payoutText,
    paymentText,
    payout: payoutIn(language),
    payment: paymentIn(language),
    lines: completed ? [PALUWAGAN.completed.message] : [payoutText, paymentText],
  };
}

/** Due date of the nearest unpaid payment due today or later; null if none. */
export function nextUnpaidDueDate(p: Payments, today: Date): Date | null {
  const dates = p.weeklyPayments
    .filter((w) => !w.isPaid && daysBetween(today, w.dueDate) >= 0)
    .map((w) => w.dueDate.getTime());
  return dates.length > 0 ? new Date(Math.min(...dates)) : null;
}

/** Card order: nearest upcoming unpaid due date first, those without one last (stable otherwise). */
export function paluwaganCardComparator(today: Date): (a: Payments, b: Payments) => number {
  return (a, b) => {
    const da = nextUnpaidDueDate(a, today);
    const db = nextUnpaidDueDate(b, today);
    if (da && db) return da.getTime() - db.getTime();
    if (da) return -1;
    if (db) return 1;
    return 0;
  };
}

export function sortPaluwagansForCards<T extends Payments>(list: readonly T[], today: Date): T[] {
  return [...list].sort(paluwaganCardComparator(today));
}

/** Financial fields are locked once any weekly payment is paid or any own payout received. */
export function isPaluwaganLocked(p: Payments & Numbers): boolean {
  return p.weeklyPayments.some((w) => w.isPaid) || p.numbers.some((n) => n.isOwner && n.isPaid);
}

/** A payout can be marked received from its payout date on. */
export function isPayoutAvailable(n: Pick<PaluwaganNumber, 'payoutDate'>, today: Date): boolean {
  return isOnOrBefore(n.payoutDate, today);
}

/**
 * What an own payout offers: receive (from its payout date on), unreceive (once received), or
 * nothing yet (unavailable). The screens word it.
 */
export type PayoutAction = 'receive' | 'unreceive' | 'unavailable';

export function payoutAction(n: PaluwaganNumber, today: Date): PayoutAction {
  if (n.isPaid) return 'unreceive';
  if (isPayoutAvailable(n, today)) return 'receive';
  return 'unavailable';
}

export type WeeklyPaymentStatusKind = 'paid' | 'dueSoon' | 'unpaid';

export interface WeeklyPaymentStatus {
  /** The screens word it (naming the account a paid week came from, while it exists). */
  kind: WeeklyPaymentStatusKind;
  /** Due Soon rows are highlighted. */
  highlight: boolean;
}

/** Display status of a weekly payment. */
export function weeklyPaymentStatus(w: WeeklyPayment, today: Date): WeeklyPaymentStatus {
  if (w.isPaid) return { kind: 'paid', highlight: false };
  if (isDueSoon(w.dueDate, today)) return { kind: 'dueSoon', highlight: true };
  return { kind: 'unpaid', highlight: false };
}

/** Sum of paid weekly payments. */
export function paluwaganTotalPaid(p: Payments): Centavos {
  return sumMoney(p.weeklyPayments.filter((w) => w.isPaid).map((w) => w.amount));
}

/** payoutPerNumber × own numbers marked received. */
export function paluwaganTotalReceived(p: Numbers & Pick<Paluwagan, 'payoutPerNumber'>): Centavos {
  const received = ownedNumbers(p).filter((n) => n.isPaid).length;
  return multiplyMoney(p.payoutPerNumber, received);
}
