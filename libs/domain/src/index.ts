// Public API of @pitaka/domain: pure finance rules, no React, no Firebase, no clock reads.

export type {
  Account,
  AccountRef,
  AccountType,
  CurrencyCode,
  Debt,
  DebtFrequency,
  DebtPayment,
  DebtPaymentType,
  DebtType,
  Paluwagan,
  PaluwaganNumber,
  Transaction,
  TransactionSource,
  TransactionSourceKind,
  TransactionType,
  UserProfile,
  WeeklyPayment,
} from './lib/model';

export {
  EXACT_AMOUNT_LIMIT,
  addMoney,
  compareMoney,
  formatMoney,
  formatPeso,
  fromCentavos,
  multiplyMoney,
  parseAmount,
  roundMoney,
  splitMoney,
  stepAmount,
  subtractMoney,
  sumMoney,
  toAmountInputValue,
  toCentavos,
} from './lib/money';

export type { AccountTypeOption, CurrencyOption, ExpenseCategory, IncomeCategory } from './lib/lookups';
export {
  ACCOUNT_TYPES,
  CATEGORY_DEBT,
  CATEGORY_INITIAL,
  CATEGORY_PALUWAGAN,
  CURRENCIES,
  DEFAULT_CURRENCY,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  INITIAL_BALANCE_DESCRIPTION,
  SYSTEM_CATEGORIES,
  accountTypeLabel,
  categoriesFor,
  currencySymbol,
  isAccountType,
  isCategoryValidFor,
  isCurrencyCode,
} from './lib/lookups';

export {
  ACCOUNT_TRANSACTIONS_PAGE_SIZE,
  AMOUNT_STEP,
  DASHBOARD_RECENT_TRANSACTIONS,
  DASHBOARD_TOP_COUNT,
  DEBT_MAX_PAYMENTS,
  DEBT_MIN_PAYMENTS,
  DEBT_MIN_TOTAL,
  DUE_SOON_DAYS,
  MAX_AMOUNT,
  MAX_AMOUNT_CENTAVOS,
  MIN_PASSWORD_LENGTH,
  MONTHLY_GAP_DAYS,
  PALUWAGAN_DESCRIPTION_MAX_LENGTH,
  PALUWAGAN_MAX_NUMBERS,
  PALUWAGAN_MIN_AMOUNT,
  PALUWAGAN_MIN_NUMBERS,
  PALUWAGAN_OWNER_NAME,
  PALUWAGAN_PAYMENT_DUE_DAYS,
  TEXT_MAX_LENGTH,
  TOAST_DURATION_AUTH_MS,
  TOAST_DURATION_MS,
  TRANSACTIONS_PAGE_SIZE,
} from './lib/constants';
export { assertBalanceWithinLimit, balanceLimitError, balanceWithinLimit, isWithinMaxAmount } from './lib/limits';

// Date-only values are Asia/Manila calendar days (Manila midnight); instants use the device's zone.
export type { ManilaDate } from './lib/calendar';
export { manilaDate, manilaDay } from './lib/calendar';
export type { DateRange } from './lib/dates';
export {
  addMonthsClamped,
  addWeeks,
  dateRangeStart,
  daysBetween,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatTime,
  fromDateInputValue,
  fromDateTimeInputValues,
  fromTimeInputValue,
  isDueSoon,
  isOnOrBefore,
  isOverdue,
  nextSundayAfter,
  startOfDay,
  toDateInputValue,
  toLocalDateInputValue,
  toTimeInputValue,
} from './lib/dates';

export type { BalanceChange, BalanceEffects, TransactionFilter } from './lib/transactions';
export {
  DEFAULT_TRANSACTION_FILTER,
  applyBalanceDelta,
  balanceEffects,
  displayTransaction,
  formatTransactionAmount,
  matchesTransactionFilter,
  signedAmount,
  signedCentavos,
} from './lib/transactions';

export { accountOptionLabel, findAccount, topAccountsByBalance, totalBalance } from './lib/accounts';

export type { PaluwaganSchedule, PaluwaganScheduleInput } from './lib/paluwagan-schedule';
export {
  dropNumbersAbove,
  firstPayoutDate,
  generatePaluwaganSchedule,
  paluwaganPayoutPerNumber,
  paluwaganWeeklyAmount,
  toggleNumber,
} from './lib/paluwagan-schedule';

export type { PaluwaganStatus, PayoutAction, WeeklyPaymentStatus, WeeklyPaymentStatusKind } from './lib/paluwagan';
export {
  currentWeekNumber,
  isPaluwaganLocked,
  isPayoutAvailable,
  nextOwnPayout,
  nextUnpaidDueDate,
  numberCountText,
  ownedNumbers,
  paidWeeksCount,
  paluwaganCardComparator,
  paluwaganCardProgress,
  paluwaganDetailProgress,
  paluwaganStatus,
  paluwaganTotalPaid,
  paluwaganTotalReceived,
  paluwaganWeeklyDue,
  payoutAction,
  payoutsToMarkReceived,
  sortPaluwagansForCards,
  upcomingPayments,
  weekOfText,
  weeklyPaymentStatus,
  weeksPaidText,
} from './lib/paluwagan';

export type { DebtScheduleFormValues, DebtScheduleInput } from './lib/debt-schedule';
export { debtPaymentType, debtScheduleFormValues, detectFrequency, generateDebtSchedule } from './lib/debt-schedule';

export type {
  BannerTone,
  DebtBanner,
  DebtPaymentStatusKind,
  DebtStatus,
  DebtTypeLabels,
  IndexedDebtPayment,
} from './lib/debt';
export {
  debtBanner,
  debtNextDue,
  debtPaidAmount,
  debtPaymentStatus,
  debtProgress,
  debtRemainingAmount,
  debtStatus,
  debtTypeLabels,
  dueSoonDebtPayments,
  isDebtLocked,
  overdueDebtPayments,
  showsDebtProgress,
} from './lib/debt';

export type { RowSelection, SelectionMode } from './lib/selection';
export {
  EMPTY_SELECTION,
  debtBulkLabel,
  isRowSelectable,
  paluwaganBulkLabel,
  toggleRowSelection,
} from './lib/selection';

export {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DEBT_MESSAGES,
  GENERATED_DESCRIPTIONS,
  PALUWAGAN_MESSAGES,
  VALIDATION_MESSAGES,
  accountNotFoundForPaymentMessage,
  accountNotFoundForWeekMessage,
  accountsCountText,
  amountExceedsMaxMessage,
  balanceExceedsMaxMessage,
  confirmUnmarkDebtPaymentsMessage,
  confirmUnmarkWeeksMessage,
  createdOnText,
  debtInsufficientFundsMessage,
  debtPaymentsMarkedMessage,
  debtReverseInsufficientFundsMessage,
  expenseExceedsAccountBalanceMessage,
  expenseExceedsCurrentBalanceMessage,
  insufficientFundsMessage,
  nextPayoutText,
  noPayoutsAheadText,
  paidFromText,
  paymentDueThisWeekText,
  paymentsMarkedUnpaidMessage,
  payoutsToMarkText,
  startedOnText,
  textTooLongMessage,
} from './lib/errors/messages';
export { DomainError, assertValid, isDomainError } from './lib/errors/domain-error';

export type { PaymentSource } from './lib/validation/common';
export type { Invalid, Valid, Validation } from './lib/validation/result';
export { invalid, valid } from './lib/validation/result';
export { isPositiveAmount, textLengthError } from './lib/validation/common';
export type { ChecklistItem, ChecklistItemId, SignUpField } from './lib/validation/password';
export {
  passwordChecklist,
  passwordMeetsRules,
  passwordRules,
  passwordsMatch,
  validateSignUp,
} from './lib/validation/password';
export type {
  AccountField,
  AccountFormInput,
  ValidAccountForm,
  ValidAccountSetup,
  ValidEditAccount,
} from './lib/validation/account';
export { validateAccountForm, validateAccountSetup, validateEditAccount } from './lib/validation/account';
export type {
  TransactionField,
  TransactionInput,
  TransactionRefusal,
  ValidTransactionInput,
} from './lib/validation/transaction';
export {
  validateAddTransaction,
  validateEditTransaction,
  validateRevertTransaction,
  validateTransactionDescription,
} from './lib/validation/transaction';
export type {
  PaluwaganField,
  PaluwaganFormInput,
  ValidLockedPaluwaganInput,
  ValidPaluwaganInput,
  ValidPaluwaganNames,
  ValidPaluwaganSchedule,
} from './lib/validation/paluwagan';
export { validatePaluwaganForm } from './lib/validation/paluwagan';
export type {
  DebtField,
  DebtFormInput,
  ValidDebtInput,
  ValidDebtNames,
  ValidDebtSchedule,
  ValidLockedDebtInput,
} from './lib/validation/debt';
export { validateDebtCreate, validateDebtEdit } from './lib/validation/debt';

export {
  LINK_MESSAGES,
  TRANSACTION_SOURCE_KINDS,
  isTransactionSourceKind,
  accountInUseMessage,
  changedLinkedField,
  changesLinkedFields,
  deleteAccountNotice,
  linkedEditRefusedMessage,
  linkedRevertNotice,
  paidRowsFromAccount,
  reversalRevertRefusedMessage,
  sourceRowLabel,
  sourceShortText,
  staleLinkRevertRefusedMessage,
  unmarkedWithoutReversalMessage,
  validateLinkedRevert,
  validateLockedEdit,
  type LinkedField,
  type LinkedRowState,
} from './lib/links';

export type { LedgerRow, RawDoc, RawLedger, RawTransaction } from './lib/ledger-audit';
export { belongsToRow, brokenLedgerRule, ledgerRows } from './lib/ledger-audit';
export { changesDebtSchedule, changesPaluwaganSchedule } from './lib/locked-edits';

export type { MarkPlan, ScheduleField, ScheduleKind, ScheduleRow, ScheduleTexts } from './lib/schedule-rows';
export {
  PALUWAGAN_PAYOUTS,
  PALUWAGAN_WEEKS,
  debtRows,
  debtScheduleKind,
  payoutRows,
  rowsOfMissingAccounts,
  rowsTotal,
  validateMark,
  validateUnmark,
  weekRows,
} from './lib/schedule-rows';
