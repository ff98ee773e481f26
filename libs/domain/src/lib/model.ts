// Entity shapes shared by the data lib and the pages. Dates are JS Dates; money is integer
// Centavos (money.ts): pesos only in the stored documents and on screen.
import type { Centavos } from './money';

/** A currency a person's or a household's books count in (the profile's choice). */
export type CurrencyCode = 'PHP' | 'USD' | 'EUR';

/**
 * Any active ISO 4217 code ('AED', 'JPY', 'KWD'): an account's own currency (issue #39, padala).
 * Amounts in it are whole minor units (currency/iso-4217.ts), kept in the `Centavos` type.
 */
export type IsoCurrency = string;

/** The languages the app speaks (English, Filipino). */
export type LanguageCode = 'en' | 'fil';
export type AccountType = 'cash' | 'bank' | 'credit' | 'ewallet';
export type TransactionType = 'income' | 'expense';

export interface UserProfile {
  email: string;
  currency: CurrencyCode;
  setupComplete: boolean;
  /** The language chosen with this account (the device's own choice until one is). */
  language?: LanguageCode;
  /** When it was chosen: the newer of a device's choice and the account's wins. */
  languageChosenAt?: Date;
  createdAt?: Date;
}

/**
 * Who made a money document of a household and who last changed it (uids), written by the server
 * from the caller's ID token; absent in a person's own books.
 */
export interface Attribution {
  createdBy?: string;
  updatedBy?: string;
}

export interface Account extends Attribution {
  id: string;
  name: string;
  type: AccountType;
  /** In the account's own currency's minor units (`currency`). */
  balance: Centavos;
  /**
   * The account's own currency when it was opened in one other than the books' (an OFW's AED
   * salary account); absent means the books' currency. Never changes: its amounts are in it.
   */
  currency?: IsoCurrency;
  createdAt?: Date;
  /** Set while the account is being brought into a household (account-moves.ts). */
  move?: AccountMove;
}

/**
 * An account on its way into a household, by the move job: in the person's own books it is
 * `leaving` (shown, locked) until the household has it whole, then `left` (hidden, its copies
 * being removed); in the household it is `arriving` (hidden, its history being copied in).
 */
export interface AccountMove {
  state: 'leaving' | 'left' | 'arriving';
  householdId: string;
}

export interface Transaction extends Attribution {
  id: string;
  type: TransactionType;
  /** In the minor units of its account's currency (`currency`). */
  amount: Centavos;
  /** Its account's own currency, copied from the account when it has one (absent: the books'). */
  currency?: IsoCurrency;
  description: string;
  category: string;
  accountId: string;
  accountName: string;
  date: Date;
  createdAt?: Date;
  /** Set on transactions booked by a paluwagan or debt action (absent on ordinary ones). */
  source?: TransactionSource;
  /** Set on the parts of a transfer between two own accounts (see transfers.ts). */
  transfer?: TransferLink;
  /** Set on a transaction written by a statement import (see statement/import-link.ts). */
  import?: ImportLink;
}

/**
 * Stored on every transaction a statement import wrote: the import's id, the row of the file
 * (1-based, among its data rows) and `check`, a fingerprint of what the import wrote, so an undo
 * can tell a row edited since (`importCheck`).
 */
export interface ImportLink {
  id: string;
  row: number;
  check: string;
}

export type TransferRole = 'out' | 'in' | 'fee';

/**
 * Stored on each of a transfer's documents: the transfer's id, which part this document is, and
 * the other account (for the fee: the destination), so a list can say "Transfer to BPI Savings"
 * and link it. A part's document id is `{id}-{role}`, so any part finds the others.
 */
export interface TransferLink {
  id: string;
  role: TransferRole;
  accountId: string;
  accountName: string;
  /**
   * A padala's other leg (a transfer between accounts of two currencies): on the out part and the
   * fee, what the destination received, in its currency; on the in part, what was sent.
   */
  counter?: CounterLeg;
}

/** The amount of a padala's other leg, in that leg's currency's minor units. */
export interface CounterLeg {
  amount: Centavos;
  currency: IsoCurrency;
}

export type TransactionSourceKind = 'paluwagan-week' | 'paluwagan-payout' | 'debt-payment' | 'recurring';

/**
 * The row a generated transaction belongs to: a paluwagan week (weekNumber), an own payout
 * (number), a debt schedule entry (0-based position) or a recurring item's occurrence (its
 * Manila day number, see recurrence.ts). `reversal` marks the transaction that undid a payment
 * (Mark as Unpaid / Unreceived / Unmark).
 */
export interface TransactionSource {
  kind: TransactionSourceKind;
  id: string;
  index: number;
  reversal: boolean;
}

export interface PaluwaganNumber {
  /** 1-based. */
  number: number;
  payoutDate: Date;
  /** Payout received. */
  isPaid: boolean;
  /** The user holds this number. */
  isOwner: boolean;
  /** 'Me' for own numbers, otherwise ''. */
  ownerName: string;
  /** Set when the payout was credited to an account. */
  accountId?: string;
  /** The income transaction that credited it (absent for data of the original product). */
  transactionId?: string;
  /** In a household: who marked it paid or received (a member's uid), written by the server. */
  paidBy?: string;
  /** A received payout marked toward a savings goal (goals.ts); cleared when it is unmarked. */
  goalId?: string;
}

export interface WeeklyPayment {
  weekNumber: number;
  dueDate: Date;
  isPaid: boolean;
  amount: Centavos;
  /** Set when paid from an account. */
  accountId?: string;
  /** The expense transaction that paid it (absent for data of the original product). */
  transactionId?: string;
  /** In a household: who marked it paid or received (a member's uid), written by the server. */
  paidBy?: string;
}

export interface Paluwagan extends Attribution {
  id: string;
  name: string;
  organizer: string;
  description: string;
  startDate: Date;
  totalNumbers: number;
  amountPerNumber: Centavos;
  payoutPerNumber: Centavos;
  numbers: PaluwaganNumber[];
  weeklyPayments: WeeklyPayment[];
  createdAt?: Date;
  updatedAt?: Date;
}

export type DebtType = 'owe' | 'owed';
export type DebtPaymentType = 'single' | 'multiple';
export type DebtFrequency = 'weekly' | 'monthly';

export interface DebtPayment {
  dueDate: Date;
  amount: Centavos;
  isPaid: boolean;
  accountId?: string;
  /** The transaction that paid or received it (absent for data of the original product). */
  transactionId?: string;
  /** In a household: who marked it paid or received (a member's uid), written by the server. */
  paidBy?: string;
}

export interface Debt extends Attribution {
  id: string;
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: Centavos;
  /** Entries are referenced by array position. */
  paymentSchedule: DebtPayment[];
  createdAt?: Date;
  updatedAt?: Date;
}

/**
 * When a recurring item falls due, on Manila calendar days:
 * - monthly on `day` (1..31; a day the month lacks is its last day: 31 -> 30 Apr, 28/29 Feb);
 * - kinsenas: the 15th and the last day of every month;
 * - every `every` weeks (1..52) on `weekday` (0 Sunday..6 Saturday), counted from the first
 *   such weekday on or after the start date;
 * - yearly on `month` (1..12) / `day` (29 Feb -> 28 Feb in common years).
 */
export type RecurrenceRule =
  | { kind: 'monthly'; day: number }
  | { kind: 'kinsenas' }
  | { kind: 'weekly'; every: number; weekday: number }
  | { kind: 'yearly'; month: number; day: number };

/** An occurrence the user acted on (the others are computed from the rule, never stored). */
export interface RecurringOccurrence {
  status: 'paid' | 'skipped';
  /** What was paid or received (a 'varies' item's amount is asked at payment). */
  amount?: Centavos;
  /** Set when paid from or into an account. */
  accountId?: string;
  transactionId?: string;
  /** In a household: who marked it paid or received (a member's uid), written by the server. */
  paidBy?: string;
}

/** A period in which a recurring item is not due: [from, until), open while still paused. */
export interface RecurringPause {
  from: Date;
  until?: Date;
}

/** A bill (expense) or expected income that repeats. */
export interface RecurringItem extends Attribution {
  id: string;
  name: string;
  type: TransactionType;
  category: string;
  /** The account it is usually paid from or into (the payment dialog's default). */
  accountId: string;
  /** Null: "varies", asked when paid. */
  amount: Centavos | null;
  rule: RecurrenceRule;
  /** The first Manila day it can fall due (Manila midnight). */
  startDate: Date;
  /** The last Manila day it can fall due, when it ends. */
  endDate?: Date;
  pauses: RecurringPause[];
  /** Keyed by the occurrence's Manila day, 'YYYY-MM-DD'. */
  occurrences: Record<string, RecurringOccurrence>;
  createdAt?: Date;
  updatedAt?: Date;
}

/** What a balance check needs to know about an account. */
export type AccountRef = Pick<Account, 'id' | 'name' | 'balance'> & Partial<Pick<Account, 'move' | 'currency'>>;
