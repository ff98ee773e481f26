// Field readers and writers shared by every collection's converter. Reads are tolerant: data
// written by the original product (or with a field missing) still loads; a money value the app
// cannot use throws MalformedDocumentError (lists skip that document, see ../malformed.ts).
import {
  EXACT_AMOUNT_LIMIT,
  MAX_AMOUNT,
  ZERO_CENTAVOS,
  isIsoCurrency,
  toMajorUnits,
  toMinorUnits,
  type Centavos,
  type IsoCurrency,
} from '@pitaka/domain';
import { MalformedDocumentError } from './malformed';
import type { StoredDate, StoredDoc } from './stored-doc';

/** A Firestore timestamp (anything with toDate()), a Date, or an ISO string or millis from older data -> Date; undefined when missing/invalid. */
export function readDate(value: unknown): Date | undefined {
  let d: Date | undefined;
  // By its tag, not instanceof: a Date copied from another realm (structuredClone under Jest) is one too.
  if (Object.prototype.toString.call(value) === '[object Date]') d = new Date((value as Date).getTime());
  else if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    d = (value as { toDate(): Date }).toDate();
  else if (typeof value === 'string' || typeof value === 'number') d = new Date(value);
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}

/** A required date: an invalid Date (shown as 'N/A') when missing. */
export function readRequiredDate(value: unknown): Date {
  return readDate(value) ?? new Date(Number.NaN);
}

export function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * Money (amounts and balances): stored in major units (pesos; an account's own currency's units
 * when `currency` is given), a number (or numeric text, as older data may hold) in 0..MAX_AMOUNT
 * minor units, read as whole minor units; 0 when missing. Anything else (text, negative, above
 * the maximum, not finite) throws MalformedDocumentError: lists skip that document, single reads
 * fail with a DataError (see malformed.ts).
 */
export function readMoney(value: unknown, currency?: IsoCurrency): Centavos {
  if (value === undefined || value === null) return ZERO_CENTAVOS;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  const amount = Number.isFinite(n) && Math.abs(n) < EXACT_AMOUNT_LIMIT ? minorOrNull(n, currency) : null;
  if (amount === null || amount < 0 || amount > MAX_AMOUNT) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new MalformedDocumentError(
      `money value ${shown} is not a number between 0 and ${toMajorUnits(MAX_AMOUNT, currency)}`,
    );
  }
  return amount;
}

function minorOrNull(major: number, currency: IsoCurrency | undefined): Centavos | null {
  try {
    return toMinorUnits(major, currency);
  } catch {
    return null;
  }
}

/**
 * An account's or a transaction's own currency: absent (the books') or an ISO 4217 code; any
 * other value throws MalformedDocumentError, since its amounts could not be read in their units.
 */
export function readCurrencyCode(value: unknown): IsoCurrency | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && isIsoCurrency(value)) return value;
  throw new MalformedDocumentError(`currency ${JSON.stringify(value)} is not an ISO 4217 code`);
}

export function readInt(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** A whole number of at least `min`, or undefined. */
export function readWholeNumber(value: unknown, min: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min ? value : undefined;
}

/**
 * The fields of an embedded map (a link, a mapping); none when the value is not a map, so a
 * reader's checks of its required fields refuse it.
 */
export function readMap(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function readOptionalId(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readArray(value: unknown): Record<string, unknown>[] {
  // Array.from: a fresh array of this realm (Firestore's `instanceof Array` check refuses arrays
  // decoded in another realm, e.g. by Node's fetch under Jest, when they are written back).
  return Array.isArray(value)
    ? Array.from(value).filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    : [];
}

/** How each field of a plain record is read back: `{ name: readString, rows: readInt }`. */
export type FieldReaders<T> = { readonly [K in keyof T]-?: (value: unknown) => T[K] };

/** The fields `readers` name, each read from the stored document by its reader. */
export function readFields<T>(d: StoredDoc, readers: FieldReaders<T>): T {
  const read = readers as Record<string, (value: unknown) => unknown>;
  return Object.fromEntries(Object.keys(read).map((key) => [key, read[key](d[key])])) as T;
}

/** The same fields of a model, for writing: stored as the model has them. */
export function copyFields<T>(model: T, readers: FieldReaders<T>): T {
  return Object.fromEntries(Object.keys(readers).map((key) => [key, model[key as keyof T]])) as T;
}

/** A date for writing (a copy: a stored document never shares a model's Date). */
export function ts(date: Date): StoredDate {
  return new Date(date.getTime());
}

/**
 * A row's optional links, copied only when set (Firestore refuses undefined values): the account
 * and transaction that paid it, and in a household who marked it paid.
 */
export interface RowLinks {
  accountId?: string;
  transactionId?: string;
  paidBy?: string;
}

export function withLinks<T extends object>(entry: T, links: RowLinks): T & RowLinks {
  const out: T & RowLinks = { ...entry };
  if (links.accountId) out.accountId = links.accountId;
  if (links.transactionId) out.transactionId = links.transactionId;
  if (links.paidBy) out.paidBy = links.paidBy;
  return out;
}

export function readLinks(e: Record<string, unknown>): RowLinks {
  return {
    accountId: readOptionalId(e['accountId']),
    transactionId: readOptionalId(e['transactionId']),
    paidBy: readOptionalId(e['paidBy']),
  };
}

export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
