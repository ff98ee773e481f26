// The spec's English for the words that depend on owe vs owed (spec section 5): what the debt
// screens' English catalogue must say, kept beside the specs that check it (never app code).
import type { DebtPaymentStatusKind, DebtStatus, DebtType, RowSelection } from '@pitaka/domain';

export interface DebtTypeLabels {
  /** Section heading on /debt. */
  section: string;
  /** Create-form radio. */
  typeOption: string;
  /** 'To: {name}' / 'From: {name}'. */
  counterpartyLine: (name: string) => string;
  counterpartyField: string;
  markRow: string;
  bulkMark: string;
  confirmTitle: string;
  accountOption: string;
  markOnlyOption: string;
  emptyTitle: string;
  emptyText: string;
}

const OWE_LABELS: DebtTypeLabels = {
  section: 'Money You Owe',
  typeOption: 'I Owe Money',
  counterpartyLine: (name) => `To: ${name}`,
  counterpartyField: 'Lender Name',
  markRow: 'Mark Paid',
  bulkMark: 'Mark Selected as Paid',
  confirmTitle: 'Confirm Payment',
  accountOption: 'Deduct from Account',
  markOnlyOption: 'Mark as Paid Only',
  emptyTitle: 'No Debts',
  emptyText: "You don't owe anyone yet.",
};

const OWED_LABELS: DebtTypeLabels = {
  section: 'Money Owed to You',
  typeOption: 'Money Owed to Me',
  counterpartyLine: (name) => `From: ${name}`,
  counterpartyField: 'Borrower Name',
  markRow: 'Mark Received',
  bulkMark: 'Mark Selected as Received',
  confirmTitle: 'Confirm Receipt',
  accountOption: 'Add to Account',
  markOnlyOption: 'Mark as Received Only',
  emptyTitle: 'No Credits',
  emptyText: 'No one owes you yet.',
};

/** Every text that depends on owe vs owed. */
export function debtTypeLabels(type: DebtType): DebtTypeLabels {
  return type === 'owe' ? OWE_LABELS : OWED_LABELS;
}

/** 'Select Payments', 'Mark Selected as Paid' / 'Mark Selected as Received', or 'Unmark Selected'. */
export function debtBulkLabel(selection: RowSelection, type: DebtType): string {
  if (selection.mode === 'unpaid') return debtTypeLabels(type).bulkMark;
  if (selection.mode === 'paid') return 'Unmark Selected';
  return 'Select Payments';
}

type ScheduleKind = 'single' | 'multiple';

/** Spec, 'Debt status': the banner of single-entry and multi-entry debts, owe and owed. */
const BANNERS: Record<ScheduleKind, Record<DebtStatus, Record<DebtType, string>>> = {
  single: {
    'Paid Off': { owe: 'Payment complete', owed: 'Payment received' },
    Overdue: { owe: 'Payment overdue', owed: 'Payment overdue' },
    'Due Soon': { owe: 'Payment due this week', owed: 'Payment due this week' },
    'On Track': { owe: 'Payment not due yet', owed: 'Payment not due yet' },
  },
  multiple: {
    'Paid Off': { owe: 'All payments complete', owed: 'All payments received' },
    Overdue: { owe: 'Payment overdue', owed: 'Payment overdue' },
    'Due Soon': { owe: 'Payment due this week', owed: 'Payment due this week' },
    'On Track': { owe: 'All payments up to date', owed: 'All payments up to date' },
  },
};

/** The status banner's words for a debt of this schedule kind, status and type. */
export function debtBannerText(kind: ScheduleKind, status: DebtStatus, type: DebtType): string {
  return BANNERS[kind][status][type];
}

/** The payment schedule's Status column (spec silent): 'Paid' / 'Received', 'Overdue', 'Due Soon', 'Upcoming'. */
export function debtPaymentStatusText(kind: DebtPaymentStatusKind, type: DebtType): string {
  if (kind === 'paid') return type === 'owe' ? 'Paid' : 'Received';
  return { overdue: 'Overdue', dueSoon: 'Due Soon', upcoming: 'Upcoming' }[kind];
}
