// Paluwagan (spec sections 4, 5 and 8).
export const PALUWAGAN_MESSAGES = {
  loadFailed: 'Failed to load data',
  notFound: 'Paluwagan not found',
  actionFailed: 'Failed to perform action',
  unmarkPaymentsFailed: 'Failed to unmark payments',
  unmarkPayoutFailed: 'Failed to unmark payout',
  createAccountFirst: 'Please create an account first',
  selectedAccountNotFound: 'Selected account not found',
  numberNotFound: 'Number not found',
  paymentsNotFoundOrUnpaid: 'Some payments not found or already unpaid',
  // spec silent: refusals a concurrent or stale action can hit.
  paymentsNotFoundOrPaid: 'Some payments not found or already paid',
  payoutAlreadyReceived: 'This payout is already marked as received',
  payoutNotReceived: 'This payout is not marked as received',
  createFailed: 'Failed to create paluwagan. Please try again.',
  createFailedToast: 'Failed to create paluwagan',
  updateFailed: 'Failed to update paluwagan',
  deleteFailed: 'Failed to delete paluwagan',
  loadDetailsFailed: 'Failed to load paluwagan details',
  paymentsMarkedPaid: 'Payments marked as paid',
  payoutReceived: 'Payout marked as received',
  payoutUnreceived: 'Payout marked as unreceived',
  created: 'Paluwagan created successfully!',
  updated: 'Paluwagan updated successfully',
  deleted: 'Paluwagan deleted successfully',
  confirmUnpayout: 'This will create a reversal transaction to subtract the amount from the account. Continue?',
  completed: 'Paluwagan Completed',
  allPayoutsReceived: 'All payouts received',
  allPaymentsUpToDate: 'All payments up to date',
  lockedNotice:
    // spec silent on the exact notice text.
    'Some payments or payouts are already marked. Only the name, organizer and description can be changed; unmark them first to change the schedule.',
} as const;

export function accountNotFoundForWeekMessage(weekNumber: number): string {
  return `Account not found for week ${weekNumber}`;
}

export function paymentsMarkedUnpaidMessage(count: number): string {
  return `${count} payment(s) marked as unpaid`;
}

export function confirmUnmarkWeeksMessage(count: number): string {
  return `This will set ${count} payment(s) as unpaid. If any were deducted from an account, reversal transactions will be created. Continue?`;
}

export function nextPayoutText(date: string): string {
  return `Next payout ${date}`;
}

// spec silent: a card must not say 'All payouts received' while a past payout is still unmarked.
export function payoutsToMarkText(count: number): string {
  return count === 1 ? '1 past payout to mark as received' : `${count} past payouts to mark as received`;
}

// spec silent: the detail's Next Payout block when none is ahead but some past ones are unmarked.
export function noPayoutsAheadText(count: number): string {
  return `No payouts ahead. ${count} past payout(s) still to mark as received below.`;
}

export function paymentDueThisWeekText(date: string): string {
  return `Payment due this week ${date}`;
}

export function startedOnText(date: string): string {
  return `Started ${date}`;
}

export function paidFromText(accountName: string): string {
  return `Paid from ${accountName}`;
}
