// Recurring bills and income (spec silent: the original product has none). An amount above the
// maximum uses amountExceedsMaxMessage, as every amount input does.
export const RECURRING_MESSAGES = {
  notFound: 'Recurring item not found',
  /** /upcoming and the dashboard's "Due this week". */
  loadDueFailed: 'Failed to load what is due',
  createAccountFirst: 'Please create an account first',
  nameRequired: 'Please enter a name',
  categoryRequired: 'Please select a category',
  accountRequired: 'Please select an account',
  amountPositive: 'Please enter an amount greater than zero, or choose "Varies"',
  startDateRequired: 'Please enter a start date',
  endBeforeStart: 'The end date cannot be before the start date',
  monthDay: 'Please choose a day of the month from 1 to 31',
  weekday: 'Please choose a day of the week',
  everyWeeks: 'Repeat every 1 to 52 weeks',
  yearDate: 'Please choose a valid date of the year',
  /** Paying or receiving a 'varies' item without saying how much. */
  amountToPay: 'Please enter the amount',
  occurrenceMissing: 'This occurrence is not due on that day, or it was skipped',
  occurrenceAlreadyPaid: 'This occurrence is already paid',
  occurrenceNotPaid: 'This occurrence is not paid',
  occurrenceNotSkipped: 'This occurrence was not skipped',
  /** An edit once an occurrence is paid: the type would turn its reversal around. */
  typeLocked: 'The type cannot change once an occurrence is paid. Add a new recurring item instead.',
  alreadyPaused: 'This recurring item is already paused',
  notPaused: 'This recurring item is not paused',
} as const;
