import {
  PALUWAGAN,
  currentWeekNumber,
  daysBetween,
  findAccount,
  formatDate,
  formatPeso,
  nextOwnPayout,
  noPayoutsAhead,
  ownedNumbers,
  paidWeeksCount,
  paluwaganDetailProgress,
  paluwaganTotalPaid,
  paluwaganTotalReceived,
  payoutAction,
  payoutsToMarkReceived,
  upcomingPayments,
  weeklyPaymentStatus,
  type Account,
  type Language,
  type Paluwagan,
  type PayoutAction,
  type WeeklyPaymentStatus,
} from '@pitaka/domain';
import type { MessageText } from '@pitaka/remote-kit';
import type { PaluwaganText } from '../../i18n/paluwagan-text';

type AccountNames = readonly Pick<Account, 'id' | 'name'>[];

/** One row of Payment Tracking. */
export interface PaymentRow {
  week: number;
  dueDate: Date;
  dueText: string;
  amountText: string;
  isPaid: boolean;
  status: WeeklyPaymentStatus;
  /** The account a paid week was paid from, while it exists. */
  paidFrom: string | null;
}

export function paymentRows(
  p: Paluwagan,
  today: Date,
  accounts: AccountNames,
  language: Language = 'en',
): PaymentRow[] {
  return [...p.weeklyPayments]
    .sort((a, b) => a.weekNumber - b.weekNumber)
    .map((w) => ({
      week: w.weekNumber,
      dueDate: w.dueDate,
      dueText: formatDate(w.dueDate, language),
      amountText: formatPeso(w.amount),
      isPaid: w.isPaid,
      status: weeklyPaymentStatus(w, today),
      paidFrom: (w.isPaid && findAccount(accounts, w.accountId)?.name) || null,
    }));
}

/** One own number in Projected Payouts. */
export interface PayoutRow {
  number: number;
  payoutDate: Date;
  dateText: string;
  amountText: string;
  /** Mark as Received, Mark as Unreceived or Not yet available. */
  action: PayoutAction;
  received: boolean;
  /** The account a received payout went into, while it exists. */
  receivedIn: string | null;
}

export function payoutRows(p: Paluwagan, today: Date, accounts: AccountNames, language: Language = 'en'): PayoutRow[] {
  const amountText = formatPeso(p.payoutPerNumber);
  return ownedNumbers(p)
    .sort((a, b) => a.number - b.number)
    .map((n) => {
      return {
        number: n.number,
        payoutDate: n.payoutDate,
        dateText: formatDate(n.payoutDate, language),
        amountText,
        action: payoutAction(n, today),
        received: n.isPaid,
        receivedIn: (n.isPaid && findAccount(accounts, n.accountId)?.name) || null,
      };
    });
}

/** 'Week 1, Week 2 and Week 3', or '12 weeks' for long selections. */
export function weeksText(text: PaluwaganText, weekNumbers: readonly number[]): string {
  if (weekNumbers.length > 4) return text('week.many', { count: weekNumbers.length });
  const names = weekNumbers.map((week) => text('week.label', { week }));
  const last = names.pop() ?? '';
  return names.length > 0 ? text('week.list', { list: names.join(', '), last }) : last;
}

export interface NextPayoutView {
  number: number;
  dateText: string;
  amountText: string;
  /** 'Available today' on the payout date itself, else 'Coming Soon'. */
  today: boolean;
}

export interface UpcomingPaymentView {
  week: number;
  amountText: string;
  dueText: string;
}

/** The blocks above the tables: progress, money so far, next payout, payments due soon. */
export interface DetailSummary {
  progress: number;
  /** 'Week x of y'. */
  currentWeek: number;
  weeks: number;
  /** 'x/y Weeks Paid'. */
  weeksPaid: number;
  totalPaid: string;
  totalReceived: string;
  nextPayout: NextPayoutView | null;
  /** What Next Payout says when there is none ahead. */
  noNextPayoutText: string;
  upcoming: UpcomingPaymentView[];
}

/** The summary in the page's language: its dates in `language`, the domain's messages through `say`. */
export function detailSummary(p: Paluwagan, today: Date, language: Language, say: MessageText): DetailSummary {
  const next = nextOwnPayout(p, today);
  const waiting = payoutsToMarkReceived(p, today).length;
  return {
    progress: paluwaganDetailProgress(p),
    currentWeek: currentWeekNumber(p, today),
    weeks: p.weeklyPayments.length,
    weeksPaid: paidWeeksCount(p),
    totalPaid: formatPeso(paluwaganTotalPaid(p)),
    totalReceived: formatPeso(paluwaganTotalReceived(p)),
    nextPayout: next && {
      number: next.number,
      dateText: formatDate(next.payoutDate, language),
      amountText: formatPeso(p.payoutPerNumber),
      today: daysBetween(today, next.payoutDate) === 0,
    },
    noNextPayoutText: say(waiting > 0 ? noPayoutsAhead(waiting) : PALUWAGAN.allPayoutsReceived),
    upcoming: upcomingPayments(p, today).map((w) => ({
      week: w.weekNumber,
      amountText: formatPeso(w.amount),
      dueText: formatDate(w.dueDate, language),
    })),
  };
}
