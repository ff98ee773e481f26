// Public API of @pitaka/domain: pure finance rules, no React, no Firebase, no clock reads. A module
// is public whole; the three with internal helpers name what they make public.

export * from './lib/model';
export * from './lib/money';
export * from './lib/lookups';
export * from './lib/constants';
export { assertBalanceWithinLimit, balanceLimitError, balanceWithinLimit, isWithinMaxAmount } from './lib/limits';

// Date-only values are Asia/Manila calendar days (Manila midnight); instants use the device's zone.
export type { ManilaDate } from './lib/calendar';
export { MONTH_NAMES, WEEKDAY_NAMES, longestDayOf, manilaDate, manilaDay } from './lib/calendar';
export * from './lib/dates';
export type { Language } from './lib/language';
export { MISSING_DATE_TEXT, monthNames, shortMonthNames, weekdayNames } from './lib/date-names';
export { dateTexts, type DateTexts } from './lib/date-texts';

export * from './lib/transactions';
export * from './lib/transfers';
export * from './lib/accounts';
export * from './lib/account-moves';
export * from './lib/budget-periods';
export * from './lib/budgets';
export * from './lib/goals';
export * from './lib/currency';
export * from './lib/budget-view';
export * from './lib/paluwagan-schedule';
export * from './lib/paluwagan';
export * from './lib/debt-schedule';
export * from './lib/debt';
export * from './lib/selection';
export * from './lib/summaries';
export * from './lib/insights';
export * from './lib/insight-months';
export * from './lib/category-changes';

export * from './lib/errors/messages';
export * from './lib/errors/domain-error';

export type { PaymentSource } from './lib/validation/common';
export { isPositiveAmount, textLengthError } from './lib/validation/common';
export * from './lib/validation/result';
export * from './lib/validation/password';
export * from './lib/validation/account';
export * from './lib/validation/transaction';
export * from './lib/validation/paluwagan';
export * from './lib/validation/debt';
export * from './lib/validation/recurring';

export * from './lib/links';
export * from './lib/ledger-audit';
export * from './lib/locked-edits';
export * from './lib/schedule-rows';
export * from './lib/recurrence';
export * from './lib/due';
export * from './lib/households';

export * from './lib/statement/column-mapping';
export * from './lib/statement/statement-amount';
export * from './lib/statement/statement-date';
export * from './lib/statement/statement-rows';
export * from './lib/statement/spreadsheet-cell';
export * from './lib/statement/import-link';
export * from './lib/statement/import-plan';
export * from './lib/statement/import-record';
export * from './lib/statement/transactions-csv';

export * from './lib/backup/backup-file';
export * from './lib/backup/read-backup';
export * from './lib/backup/restore-plan';
