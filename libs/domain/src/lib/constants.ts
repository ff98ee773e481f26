// Business constants and limits (spec section 9).
import type { Centavos } from './money';

export const MIN_PASSWORD_LENGTH = 6;

export const TRANSACTIONS_PAGE_SIZE = 15;
export const ACCOUNT_TRANSACTIONS_PAGE_SIZE = 5;
export const DASHBOARD_RECENT_TRANSACTIONS = 5;
/** Dashboard shows the top 3 accounts, paluwagans and debts. */
export const DASHBOARD_TOP_COUNT = 3;

/** Due-soon window: 0 to 7 days ahead of today, compared at midnight. */
export const DUE_SOON_DAYS = 7;
export const PALUWAGAN_PAYMENT_DUE_DAYS = 7;

export const PALUWAGAN_MIN_NUMBERS = 1;
export const PALUWAGAN_MAX_NUMBERS = 100;
/** The smallest amount per number: ₱1.00. */
export const PALUWAGAN_MIN_AMOUNT = 100 as Centavos;
export const PALUWAGAN_OWNER_NAME = 'Me';

/** Input minimum for a debt total, ₱1.00 (the validator itself requires > 0, as the spec says). */
export const DEBT_MIN_TOTAL = 100 as Centavos;
export const DEBT_MIN_PAYMENTS = 2;
/** A first gap of at least this many days between payments means a monthly schedule. */
export const MONTHLY_GAP_DAYS = 28;

/** Step of every money input. */
export const AMOUNT_STEP = 0.01;

// Limits (issue 7; spec silent). One maximum for every amount input, command and balance.

/** The largest amount and the largest balance (₱9,999,999,999.99). */
export const MAX_AMOUNT = 999_999_999_999 as Centavos;
/** Most payments a multiple-payment debt may have (a debt is one document, one Firestore transaction). */
export const DEBT_MAX_PAYMENTS = 360;
/** Names, organizer, counterparty, account name, transaction description (after trimming). */
export const TEXT_MAX_LENGTH = 200;
/** A paluwagan's free-text description (after trimming). */
export const PALUWAGAN_DESCRIPTION_MAX_LENGTH = 1000;

export const TOAST_DURATION_AUTH_MS = 5000;
export const TOAST_DURATION_MS = 3000;

// Statement import, export and backup (issue 24; spec silent).

/** Most data rows one statement file may have (the rules bound an imported row's number by it). */
export const IMPORT_MAX_ROWS = 100_000;
/** Largest statement file read: a year of a busy account is well under 5 MB. */
export const IMPORT_MAX_FILE_BYTES = 25 * 1024 * 1024;
/** Firestore's limit of writes in one commit: an import or an undo writes in batches of at most this many documents. */
export const FIRESTORE_MAX_WRITES = 500;
