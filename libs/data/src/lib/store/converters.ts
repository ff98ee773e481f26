// Typed converters between Firestore documents (spec section 3/7 field names, dates as
// Timestamps) and the domain model (JS Dates, amounts rounded to the centavo). Reads are
// tolerant: data written by the original product (or with a field missing) still loads.
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  MAX_AMOUNT,
  isCurrencyCode,
  isWithinMaxAmount,
  roundMoney,
  toCentavos,
  type Account,
  type AccountType,
  type CurrencyCode,
  type Debt,
  type DebtPayment,
  type DebtType,
  type Paluwagan,
  type PaluwaganNumber,
  type Transaction,
  type TransactionSource,
  type TransactionType,
  type UserProfile,
  type WeeklyPayment,
} from '@pitaka/domain';
import { MalformedDocumentError } from './malformed';

// ---------------------------------------------------------------------------------------------
// Field readers

/** Timestamp (or a Date, ISO string or millis from older data) -> Date; undefined when missing/invalid. */
export function readDate(value: unknown): Date | undefined {
  let d: Date | undefined;
  if (value instanceof Date) d = value;
  else if (value && typeof (value as { toDate?: unknown }).toDate === 'function') d = (value as Timestamp).toDate();
  else if (typeof value === 'string' || typeof value === 'number') d = new Date(value);
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}

/** A required date: an invalid Date (shown as 'N/A') when missing. */
function readRequiredDate(value: unknown): Date {
  return readDate(value) ?? new Date(Number.NaN);
}

function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * Money (amounts and balances): a number (or numeric text, as older data may hold) in
 * 0..MAX_AMOUNT, rounded to the centavo; 0 when missing. Anything else (text, negative, above
 * the maximum, not finite) throws MalformedDocumentError: lists skip that document, single
 * reads fail with a DataError (see malformed.ts).
 */
function readMoney(value: unknown): number {
  if (value === undefined || value === null) return 0;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!isWithinMaxAmount(n) || toCentavos(n) < 0) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new MalformedDocumentError(`money value ${shown} is not a number between 0 and ${MAX_AMOUNT}`);
  }
  return roundMoney(n);
}

function readInt(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

function readOptionalId(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readArray(value: unknown): Record<string, unknown>[] {
  // Array.from: a fresh array of this realm (Firestore's `instanceof Array` check refuses arrays
  // decoded in another realm, e.g. by Node's fetch under Jest, when they are written back).
  return Array.isArray(value) ? Array.from(value).filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null) : [];
}

/** Date -> Timestamp for writing. */
export function ts(date: Date): Timestamp {
  return Timestamp.fromDate(date);
}

/** A row's optional links, copied only when set: Firestore refuses undefined values. */
interface RowLinks {
  accountId?: string;
  transactionId?: string;
}

function withLinks<T extends object>(entry: T, links: RowLinks): T & RowLinks {
  const out: T & RowLinks = { ...entry };
  if (links.accountId) out.accountId = links.accountId;
  if (links.transactionId) out.transactionId = links.transactionId;
  return out;
}

function readLinks(e: Record<string, unknown>): RowLinks {
  return { accountId: readOptionalId(e['accountId']), transactionId: readOptionalId(e['transactionId']) };
}

const SOURCE_KINDS: readonly string[] = ['paluwagan-week', 'paluwagan-payout', 'debt-payment'];

/** A transaction's link to its paluwagan or debt row; anything malformed reads as no link. */
function readSource(value: unknown): TransactionSource | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const s = value as Record<string, unknown>;
  const kind = s['kind'];
  const id = readOptionalId(s['id']);
  const index = s['index'];
  if (typeof kind !== 'string' || !SOURCE_KINDS.includes(kind) || !id) return undefined;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return undefined;
  return { kind: kind as TransactionSource['kind'], id, index, reversal: s['reversal'] === true };
}

function withDate<T extends object>(entry: T, key: 'createdAt' | 'updatedAt', date: Date | undefined): T {
  return date ? { ...entry, [key]: ts(date) } : entry;
}

// ---------------------------------------------------------------------------------------------
// Document shapes

export interface UserDoc {
  email: string;
  currency: CurrencyCode;
  setupComplete: boolean;
  createdAt?: Timestamp;
}

export interface AccountDoc {
  name: string;
  type: string;
  balance: number;
  createdAt?: Timestamp;
}

export interface TransactionDoc {
  type: TransactionType;
  amount: number;
  description: string;
  category: string;
  accountId: string;
  accountName: string;
  date: Timestamp;
  createdAt?: Timestamp;
  source?: TransactionSource;
}

export interface PaluwaganNumberDoc {
  number: number;
  payoutDate: Timestamp;
  isPaid: boolean;
  isOwner: boolean;
  ownerName: string;
  accountId?: string;
  transactionId?: string;
}

export interface WeeklyPaymentDoc {
  weekNumber: number;
  dueDate: Timestamp;
  isPaid: boolean;
  amount: number;
  accountId?: string;
  transactionId?: string;
}

export interface PaluwaganDoc {
  name: string;
  organizer: string;
  description: string;
  startDate: Timestamp;
  totalNumbers: number;
  amountPerNumber: number;
  payoutPerNumber: number;
  numbers: PaluwaganNumberDoc[];
  weeklyPayments: WeeklyPaymentDoc[];
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

export interface DebtPaymentDoc {
  dueDate: Timestamp;
  amount: number;
  isPaid: boolean;
  accountId?: string;
  transactionId?: string;
}

export interface DebtDoc {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: number;
  paymentSchedule: DebtPaymentDoc[];
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

// ---------------------------------------------------------------------------------------------
// Model -> document

export function userToDoc(u: UserProfile): UserDoc {
  return withDate({ email: u.email, currency: u.currency, setupComplete: u.setupComplete }, 'createdAt', u.createdAt);
}

export function accountToDoc(a: Omit<Account, 'id'>): AccountDoc {
  return withDate({ name: a.name, type: a.type, balance: roundMoney(a.balance) }, 'createdAt', a.createdAt);
}

export function transactionToDoc(t: Omit<Transaction, 'id'>): TransactionDoc {
  const doc = withDate(
    {
      type: t.type,
      amount: roundMoney(t.amount),
      description: t.description,
      category: t.category,
      accountId: t.accountId,
      accountName: t.accountName,
      date: ts(t.date),
    },
    'createdAt',
    t.createdAt,
  );
  return t.source ? { ...doc, source: { ...t.source } } : doc;
}

export function numberToDoc(n: PaluwaganNumber): PaluwaganNumberDoc {
  return withLinks(
    { number: n.number, payoutDate: ts(n.payoutDate), isPaid: n.isPaid, isOwner: n.isOwner, ownerName: n.ownerName },
    n,
  );
}

export function weekToDoc(w: WeeklyPayment): WeeklyPaymentDoc {
  return withLinks(
    { weekNumber: w.weekNumber, dueDate: ts(w.dueDate), isPaid: w.isPaid, amount: roundMoney(w.amount) },
    w,
  );
}

export function paluwaganToDoc(p: Omit<Paluwagan, 'id'>): PaluwaganDoc {
  const doc: PaluwaganDoc = {
    name: p.name,
    organizer: p.organizer,
    description: p.description,
    startDate: ts(p.startDate),
    totalNumbers: p.totalNumbers,
    amountPerNumber: roundMoney(p.amountPerNumber),
    payoutPerNumber: roundMoney(p.payoutPerNumber),
    numbers: p.numbers.map(numberToDoc),
    weeklyPayments: p.weeklyPayments.map(weekToDoc),
  };
  return withDate(withDate(doc, 'createdAt', p.createdAt), 'updatedAt', p.updatedAt);
}

export function debtPaymentToDoc(e: DebtPayment): DebtPaymentDoc {
  return withLinks({ dueDate: ts(e.dueDate), amount: roundMoney(e.amount), isPaid: e.isPaid }, e);
}

export function debtToDoc(d: Omit<Debt, 'id'>): DebtDoc {
  const doc: DebtDoc = {
    type: d.type,
    name: d.name,
    counterpartyName: d.counterpartyName,
    totalAmount: roundMoney(d.totalAmount),
    paymentSchedule: d.paymentSchedule.map(debtPaymentToDoc),
  };
  return withDate(withDate(doc, 'createdAt', d.createdAt), 'updatedAt', d.updatedAt);
}

// ---------------------------------------------------------------------------------------------
// Document -> model

export function userFromDoc(d: DocumentData): UserProfile {
  return {
    email: readString(d['email']),
    currency: isCurrencyCode(d['currency']) ? d['currency'] : 'PHP',
    setupComplete: d['setupComplete'] === true,
    createdAt: readDate(d['createdAt']),
  };
}

export function accountFromDoc(id: string, d: DocumentData): Account {
  return {
    id,
    name: readString(d['name']),
    // An unknown stored type is kept as it is (accountTypeLabel shows it verbatim).
    type: readString(d['type']) as AccountType,
    balance: readMoney(d['balance']),
    createdAt: readDate(d['createdAt']),
  };
}

export function transactionFromDoc(id: string, d: DocumentData): Transaction {
  return {
    id,
    type: d['type'] === 'income' ? 'income' : 'expense',
    amount: readMoney(d['amount']),
    description: readString(d['description']),
    category: readString(d['category']),
    accountId: readString(d['accountId']),
    accountName: readString(d['accountName']),
    date: readRequiredDate(d['date'] ?? d['createdAt']),
    createdAt: readDate(d['createdAt']),
    ...optional('source', readSource(d['source'])),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function numberFromDoc(e: Record<string, unknown>, index: number): PaluwaganNumber {
  return withLinks(
    {
      number: readInt(e['number'], index + 1),
      payoutDate: readRequiredDate(e['payoutDate']),
      isPaid: e['isPaid'] === true,
      isOwner: e['isOwner'] === true,
      ownerName: readString(e['ownerName']),
    },
    readLinks(e),
  );
}

function weekFromDoc(e: Record<string, unknown>, index: number): WeeklyPayment {
  return withLinks(
    {
      weekNumber: readInt(e['weekNumber'], index + 1),
      dueDate: readRequiredDate(e['dueDate']),
      isPaid: e['isPaid'] === true,
      amount: readMoney(e['amount']),
    },
    readLinks(e),
  );
}

export function paluwaganFromDoc(id: string, d: DocumentData): Paluwagan {
  return {
    id,
    name: readString(d['name']),
    organizer: readString(d['organizer']),
    description: readString(d['description']),
    startDate: readRequiredDate(d['startDate']),
    totalNumbers: readInt(d['totalNumbers']),
    amountPerNumber: readMoney(d['amountPerNumber']),
    payoutPerNumber: readMoney(d['payoutPerNumber']),
    numbers: readArray(d['numbers']).map(numberFromDoc),
    weeklyPayments: readArray(d['weeklyPayments']).map(weekFromDoc),
    createdAt: readDate(d['createdAt']),
    updatedAt: readDate(d['updatedAt']),
  };
}

function debtPaymentFromDoc(e: Record<string, unknown>): DebtPayment {
  return withLinks(
    { dueDate: readRequiredDate(e['dueDate']), amount: readMoney(e['amount']), isPaid: e['isPaid'] === true },
    readLinks(e),
  );
}

export function debtFromDoc(id: string, d: DocumentData): Debt {
  return {
    id,
    type: d['type'] === 'owed' ? 'owed' : 'owe',
    name: readString(d['name']),
    counterpartyName: readString(d['counterpartyName']),
    totalAmount: readMoney(d['totalAmount']),
    paymentSchedule: readArray(d['paymentSchedule']).map(debtPaymentFromDoc),
    createdAt: readDate(d['createdAt']),
    updatedAt: readDate(d['updatedAt']),
  };
}

// ---------------------------------------------------------------------------------------------
// Converters (model <-> document), used on every typed reference and query.

function converter<M extends object, D extends DocumentData>(
  toDoc: (model: M) => D,
  fromDoc: (id: string, data: DocumentData) => M,
): FirestoreDataConverter<M, D> {
  return {
    toFirestore: (model) => toDoc(model as M),
    fromFirestore: (snapshot: QueryDocumentSnapshot<D, D>) => fromDoc(snapshot.id, snapshot.data()),
  } as FirestoreDataConverter<M, D>;
}

const stripId = <T extends { id: string }>(toDoc: (m: Omit<T, 'id'>) => DocumentData) => (m: T) => {
  const rest: Partial<T> = { ...m };
  delete rest.id;
  return toDoc(rest as Omit<T, 'id'>);
};

export const userConverter = converter<UserProfile, UserDoc>(userToDoc, (_id, d) => userFromDoc(d));
export const accountConverter = converter<Account, AccountDoc>(
  stripId<Account>(accountToDoc) as (m: Account) => AccountDoc,
  accountFromDoc,
);
export const transactionConverter = converter<Transaction, TransactionDoc>(
  stripId<Transaction>(transactionToDoc) as (m: Transaction) => TransactionDoc,
  transactionFromDoc,
);
export const paluwaganConverter = converter<Paluwagan, PaluwaganDoc>(
  stripId<Paluwagan>(paluwaganToDoc) as (m: Paluwagan) => PaluwaganDoc,
  paluwaganFromDoc,
);
export const debtConverter = converter<Debt, DebtDoc>(stripId<Debt>(debtToDoc) as (m: Debt) => DebtDoc, debtFromDoc);
