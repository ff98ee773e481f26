import type { IsoCurrency, TransactionType } from '../model';
import { MAX_AMOUNT } from '../constants';
import { categoriesFor } from '../lookups';
import { centavos, negateMoney, type Centavos } from '../money';
import { dayOfNumber, manilaDayNumber } from '../recurrence';
import { validateTransactionDescription } from '../validation/transaction';
import {
  IMPORT as M,
  amountExceedsMax,
  notADate,
  notAnAmount,
  rowTooShort,
  domainMessage,
  type DomainMessage,
} from '../errors/messages';
import type { ColumnMapping } from './column-mapping';
import { parseStatementAmount } from './statement-amount';
import { parseStatementDate, type DayOrder } from './statement-date';
import type { ImportRow } from './import-plan';

/** A statement as parsed: the header row and the data rows, every cell as text. */
export interface StatementFile {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A row read into what it would import as: an ordinary income or expense of the target account. */
export interface ImportDraft {
  date: Date;
  description: string;
  type: TransactionType;
  /** Positive; `type` gives the direction. */
  amount: Centavos;
  category: string;
}

/**
 * One row of the preview, numbered from 1 in the file's data rows. A duplicate names the earlier
 * row of the file it repeats, or null when it repeats a transaction already in the account.
 */
export type PreviewRow =
  | { row: number; status: 'ready'; draft: ImportDraft }
  | { row: number; status: 'duplicate'; draft: ImportDraft; duplicateOf: number | null }
  | { row: number; status: 'invalid'; reason: DomainMessage };

/** What makes two transactions the same: Manila day, signed amount and description (spaces folded, any case). */
export function importDuplicateKey(t: Pick<ImportDraft, 'date' | 'type' | 'amount' | 'description'>): string {
  const signed = t.type === 'income' ? t.amount : negateMoney(t.amount);
  const description = t.description.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${manilaDayNumber(t.date)}|${signed}|${description}`;
}

/** The category a cell names for that type (any case), else 'Other', which both types have. */
function categoryOf(cell: string | undefined, type: TransactionType): string {
  const wanted = (cell ?? '').trim().toLowerCase();
  return categoriesFor(type).find((c) => c.toLowerCase() === wanted) ?? 'Other';
}

type Reading<T> = { ok: true; value: T } | { ok: false; reason: DomainMessage };

function signedAmountOf(cell: (column: string) => string, mapping: ColumnMapping, currency: string): Reading<Centavos> {
  if (mapping.amount.kind === 'signed') {
    const text = cell(mapping.amount.amount);
    if (text.trim() === '') return { ok: false, reason: M.amountMissing };
    const amount = parseStatementAmount(text, currency);
    return amount === null ? { ok: false, reason: notAnAmount(text) } : { ok: true, value: amount };
  }
  const out = cell(mapping.amount.debit);
  const into = cell(mapping.amount.credit);
  const debit = out.trim() === '' ? null : parseStatementAmount(out, currency);
  const credit = into.trim() === '' ? null : parseStatementAmount(into, currency);
  if (out.trim() !== '' && debit === null) return { ok: false, reason: notAnAmount(out) };
  if (into.trim() !== '' && credit === null) return { ok: false, reason: notAnAmount(into) };
  // Some banks print 0.00 in the unused column: only a non-zero amount counts as given.
  const hasDebit = debit !== null && debit !== 0;
  const hasCredit = credit !== null && credit !== 0;
  if (hasDebit && hasCredit) return { ok: false, reason: M.debitAndCredit };
  if (hasDebit) return { ok: true, value: centavos(-Math.abs(debit)) };
  if (hasCredit) return { ok: true, value: centavos(Math.abs(credit)) };
  return { ok: false, reason: debit === null && credit === null ? M.amountMissing : M.amountZero };
}

function draftOf(
  cells: readonly string[],
  header: readonly string[],
  mapping: ColumnMapping,
  order: DayOrder,
  currency: IsoCurrency,
): Reading<ImportDraft> {
  const cell = (column: string) => cells[header.indexOf(column)] ?? '';
  const dateText = cell(mapping.date);
  if (dateText.trim() === '') return { ok: false, reason: M.dateMissing };
  const date = parseStatementDate(dateText, order);
  if (!date) return { ok: false, reason: notADate(dateText) };
  const description = validateTransactionDescription(cell(mapping.description));
  if (!description.ok) return { ok: false, reason: domainMessage(description) };
  const signed = signedAmountOf(cell, mapping, currency);
  if (!signed.ok) return signed;
  if (signed.value === 0) return { ok: false, reason: M.amountZero };
  const amount = centavos(Math.abs(signed.value));
  if (amount > MAX_AMOUNT) return { ok: false, reason: amountExceedsMax(currency) };
  const type: TransactionType = signed.value > 0 ? 'income' : 'expense';
  const category = categoryOf(mapping.category === null ? undefined : cell(mapping.category), type);
  return { ok: true, value: { date, description: description.value, type, amount, category } };
}

/** A preview read a part at a time (`advance`), so a screen can give the browser a turn between parts. */
export interface StatementPreview {
  /** The rows read so far, in file order. */
  readonly rows: readonly PreviewRow[];
  /** Reads up to `count` more rows; true once every row is read. */
  advance(count: number): boolean;
}

/**
 * Every data row of a statement as the preview shows it: ready, duplicate (of a transaction the
 * account has, given by their `importDuplicateKey`s, or of an earlier row) or invalid with the
 * reason. No row is left out; nothing here writes.
 */
export function createStatementPreview(
  file: StatementFile,
  mapping: ColumnMapping,
  order: DayOrder,
  existing: ReadonlySet<string>,
  /** The target account's currency: amounts are read in its decimals. */
  currency: IsoCurrency = 'PHP',
): StatementPreview {
  const firstRowOfKey = new Map<string, number>();
  const rows: PreviewRow[] = [];
  const previewRow = (cells: readonly string[], row: number): PreviewRow => {
    if (cells.every((c) => c.trim() === '')) return { row, status: 'invalid', reason: M.rowEmpty };
    if (cells.length < file.header.length) {
      return { row, status: 'invalid', reason: rowTooShort(cells.length, file.header.length) };
    }
    const draft = draftOf(cells, file.header, mapping, order, currency);
    if (!draft.ok) return { row, status: 'invalid', reason: draft.reason };
    const key = importDuplicateKey(draft.value);
    if (existing.has(key)) return { row, status: 'duplicate', draft: draft.value, duplicateOf: null };
    const earlier = firstRowOfKey.get(key);
    if (earlier !== undefined) return { row, status: 'duplicate', draft: draft.value, duplicateOf: earlier };
    firstRowOfKey.set(key, row);
    return { row, status: 'ready', draft: draft.value };
  };
  return {
    rows,
    advance(count) {
      const end = Math.min(file.rows.length, rows.length + count);
      for (let i = rows.length; i < end; i++) rows.push(previewRow(file.rows[i], i + 1));
      return rows.length === file.rows.length;
    },
  };
}

/** The whole preview at once (`createStatementPreview` read to the end). */
export function previewStatement(
  file: StatementFile,
  mapping: ColumnMapping,
  order: DayOrder,
  existing: ReadonlySet<string>,
  currency: IsoCurrency = 'PHP',
): PreviewRow[] {
  const preview = createStatementPreview(file, mapping, order, existing, currency);
  preview.advance(file.rows.length);
  return [...preview.rows];
}

/**
 * The Manila days a statement's dates span, first midnight to last day's end (what the account's
 * transactions are read for, to find duplicates), or null when no date cell reads.
 */
export function statementDateRange(
  file: StatementFile,
  dateColumn: string,
  order: DayOrder,
): { from: Date; to: Date } | null {
  const index = file.header.indexOf(dateColumn);
  let first = Infinity;
  let last = -Infinity;
  for (const cells of file.rows) {
    const date = parseStatementDate(cells[index] ?? '', order);
    if (!date) continue;
    first = Math.min(first, date.getTime());
    last = Math.max(last, date.getTime());
  }
  if (first === Infinity) return null;
  const day = manilaDayNumber(new Date(first));
  const lastDay = manilaDayNumber(new Date(last));
  return { from: dayOfNumber(day), to: new Date(dayOfNumber(lastDay + 1).getTime() - 1) };
}

/** What the user changed in the preview: duplicates to import anyway, and categories. */
export interface PreviewChoices {
  includedDuplicates: ReadonlySet<number>;
  categories: ReadonlyMap<number, string>;
}

/**
 * The rows an import writes: the ready ones and the duplicates the user included, with the
 * categories the user chose where they fit the row's type.
 */
export function chosenImportRows(rows: readonly PreviewRow[], choices: PreviewChoices): ImportRow[] {
  return rows.flatMap((r) => {
    if (r.status === 'invalid' || (r.status === 'duplicate' && !choices.includedDuplicates.has(r.row))) return [];
    const category = choices.categories.get(r.row);
    const fits = category !== undefined && categoriesFor(r.draft.type).includes(category);
    return [{ row: r.row, draft: fits ? { ...r.draft, category } : r.draft }];
  });
}
