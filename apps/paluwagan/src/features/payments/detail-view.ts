import {
  PALUWAGAN_MESSAGES,
  daysBetween,
  findAccount,
  formatDate,
  formatPeso,
  nextOwnPayout,
  noPayoutsAheadText,
  ownedNumbers,
  paluwaganDetailProgress,
  paluwaganTotalPaid,
  paluwaganTotalReceived,
  payoutAction,
  payoutsToMarkReceived,
  upcomingPayments,
  weekOfText,
  weeklyPaymentStatus,
  weeksPaidText,
  type Account,
  type Paluwagan,
  type PayoutAction,
  type WeeklyPaymentStatus,
} from '@pitaka/domain';

type AccountNames = readonly Pick<Account, 'id' | 'name'>[];

/** One row of Payment Tracking. */
export interface PaymentRow {
  week: number;
  dueDate: Date;
  dueText: string;
  amountText: string;
  isPaid: boolean;
  status: WeeklyPaymentStatus;
}

export function paymentRows(p: Paluwagan, today: Date, accounts: AccountNames): PaymentRow[] {
  return [...p.weeklyPayments]
    .sort((a, b) => a.weekNumber - b.weekNumber)
    .map((w) => ({
      week: w.weekNumber,
      dueDate: w.dueDate,
      dueText: formatDate(w.dueDate),
      amountText: formatPeso(w.amount),
      isPaid: w.isPaid,
      status: weeklyPaymentStatus(w, today, accounts),
    }));
}

/** One own number in Projected Payouts. */
export interface PayoutRow {
  number: number;
  payoutDate: Date;
  dateText: string;
  amountText: string;
  action: PayoutAction;
  /** 'Mark as Received', 'Mark as Unreceived' or 'Not yet available'. */
  actionLabel: string;
  /** Where a received payout went: 'Received in GCash', or 'Received'. */
  receivedText: string | null;
}

export function payoutRows(p: Paluwagan, today: Date, accounts: AccountNames): PayoutRow[] {
  const amountText = formatPeso(p.payoutPerNumber);
  return ownedNumbers(p)
    .sort((a, b) => a.number - b.number)
    .map((n) => {
      const { action, label } = payoutAction(n, today);
      const account = findAccount(accounts, n.accountId);
      return {
        number: n.number,
        payoutDate: n.payoutDate,
        dateText: formatDate(n.payoutDate),
        amountText,
        action,
        actionLabel: label,
        receivedText: n.isPaid ? (account ? `Received in ${account.name}` : 'Received') : null,
      };
    });
}

/** 'Week 1, Week 2 and Week 3', or '12 weeks' for long selections. */
export function weeksText(weekNumbers: readonly number[]): string {
  if (weekNumbers.length > 4) return `${weekNumbers.length} weeks`;
  const names = weekNumbers.map((n) => `Week ${n}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

export interface NextPayoutView {
  number: number;
  dateText: string;
  amountText: string;
  /** 'Coming Soon', or 'Available today' on the payout date itself. */
  badge: string;
}

export interface UpcomingPaymentView {
  week: number;
  amountText: string;
  dueText: string;
}

/** The blocks above the tables: progress, money so far, next payout, payments due soon. */
export interface DetailSummary {
  progress: number;
  weekOf: string;
  weeksPaid: string;
  totalPaid: string;
  totalReceived: string;
  nextPayout: NextPayoutView | null;
  /** What Next Payout says when there is none ahead. */
  noNextPayoutText: string;
  upcoming: UpcomingPaymentView[];
}

export function detailSummary(p: Paluwagan, today: Date): DetailSummary {
  const next = nextOwnPayout(p, today);
  const waiting = payoutsToMarkReceived(p, today).length;
  return {
    progress: paluwaganDetailProgress(p),
    weekOf: weekOfText(p, today),
    weeksPaid: weeksPaidText(p),
    totalPaid: formatPeso(paluwaganTotalPaid(p)),
    totalReceived: formatPeso(paluwaganTotalReceived(p)),
    nextPayout: next && {
      number: next.number,
      dateText: formatDate(next.payoutDate),
      amountText: formatPeso(p.payoutPerNumber),
      badge: daysBetween(today, next.payoutDate) === 0 ? 'Available today' : 'Coming Soon',
    },
    noNextPayoutText: waiting > 0 ? noPayoutsAheadText(waiting) : PALUWAGAN_MESSAGES.allPayoutsReceived,
    upcoming: upcomingPayments(p, today).map((w) => ({
      week: w.weekNumber,
      amountText: formatPeso(w.amount),
      dueText: formatDate(w.dueDate),
    })),
  };
}
