import { FIRESTORE_MAX_WRITES, MAX_AMOUNT } from '../constants';
import type { AccountRef, IsoCurrency, Transaction, TransactionType } from '../model';
import { addMoney, negateMoney, sumMoney, type Centavos } from '../money';
import { monthKeyOf } from '../summaries';
import { signedAmount } from '../transactions';
import { invalid, valid, type Validation } from '../validation/result';
import { isPositiveAmount, isValidDate } from '../validation/common';
import { validateTransactionDescription } from '../validation/transaction';
import { isCategoryValidFor } from '../lookups';
import {
  IMPORT as M,
  VALIDATION as V,
  balanceExceedsMax,
  importBelowZero,
  importChangedRows,
  undoBelowZero,
} from '../errors/messages';
import { isAsImported } from './import-link';
import type { ImportDraft } from './statement-rows';

/** A row the user chose to import: its number in the file and what it writes. */
export interface ImportRow {
  row: number;
  draft: ImportDraft;
}

/**
 * Documents a commit writes besides its rows and their months' summaries: the account's balance,
 * the ledger summary and the import's record, and for an import the account's remembered mapping
 * (written by the first commit only; every commit keeps room for it, so the plan stays simple).
 */
export const IMPORT_FIXED_WRITES = 4;
export const UNDO_FIXED_WRITES = 3;

/** The signed sum an import moves its account by. */
export function importNet(rows: readonly Pick<ImportRow, 'draft'>[]): Centavos {
  return sumMoney(rows.map(({ draft }) => signedAmount(draft)));
}

/**
 * Cuts rows (or, for an undo, transactions) into commits of at most `maxWrites` documents, each
 * also writing its months' summaries and `fixed` more, in the order given.
 */
export function batchesOf<T>(
  items: readonly T[],
  dateOf: (item: T) => Date,
  fixed: number,
  maxWrites = FIRESTORE_MAX_WRITES,
): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let months = new Set<string>();
  for (const item of items) {
    const month = monthKeyOf(dateOf(item));
    const monthsWith = months.has(month) ? months.size : months.size + 1;
    if (batch.length > 0 && batch.length + 1 + monthsWith + fixed > maxWrites) {
      batches.push(batch);
      batch = [];
      months = new Set();
    }
    batch.push(item);
    months.add(month);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Incomes before expenses (stable): see `planImport`. */
function byType<T>(items: readonly T[], typeOf: (item: T) => TransactionType, first: TransactionType): T[] {
  return [...items.filter((i) => typeOf(i) === first), ...items.filter((i) => typeOf(i) !== first)];
}

/**
 * The commits of an import, in order. Money in comes first and money out after, so that when
 * the balance before and the balance after the whole import are within 0..MAX_AMOUNT, so is
 * every balance between two commits (a statement read in file order may dip below zero midway).
 */
export function planImport(rows: readonly ImportRow[], maxWrites = FIRESTORE_MAX_WRITES): ImportRow[][] {
  return batchesOf(
    byType(rows, (r) => r.draft.type, 'income'),
    (r) => r.draft.date,
    IMPORT_FIXED_WRITES,
    maxWrites,
  );
}

/**
 * Whether the chosen rows can be imported into the account: at least one row, and the balance
 * after the import within 0..MAX_AMOUNT. The value is the balance after.
 */
export function validateImport(
  rows: readonly ImportRow[],
  account: Pick<AccountRef, 'name' | 'balance'>,
  currency: IsoCurrency = 'PHP',
): Validation<Centavos, 'rows'> {
  if (rows.length === 0) return invalid('rows', M.noRowsChosen);
  const after = addMoney(account.balance, importNet(rows));
  if (after < 0) return invalid('rows', importBelowZero(account.name, negateMoney(after), currency));
  if (after > MAX_AMOUNT) return invalid('rows', balanceExceedsMax(account.name, currency));
  return valid(after);
}

/** The transactions an undo deletes, in order: money out first, so the balance only rises until the incomes go. */
export function planUndo<T extends Pick<Transaction, 'type' | 'date'>>(
  transactions: readonly T[],
  maxWrites = FIRESTORE_MAX_WRITES,
): T[][] {
  return batchesOf(
    byType(transactions, (t) => t.type, 'expense'),
    (t) => t.date,
    UNDO_FIXED_WRITES,
    maxWrites,
  );
}

/**
 * Whether an import can be undone: every transaction it wrote that still exists is as it wrote
 * it (not edited, never linked to a schedule or a transfer), and taking them out leaves the
 * account at 0 or more. A refusal names the rows. The value is the balance after the undo.
 */
export function validateUndo(
  transactions: readonly Transaction[],
  account: Pick<AccountRef, 'name' | 'balance'> | null,
  currency: IsoCurrency = 'PHP',
): Validation<Centavos | null, 'import'> {
  const changed = transactions
    .filter((t) => !isAsImported(t) || t.source !== undefined || t.transfer !== undefined)
    .map((t) => t.import?.row ?? 0)
    .sort((a, b) => a - b);
  if (changed.length > 0) return invalid('import', importChangedRows(changed));
  // The account was deleted: its history stays as it is and no balance moves.
  if (!account) return valid(null);
  const after = addMoney(account.balance, negateMoney(sumMoney(transactions.map(signedAmount))));
  if (after < 0) return invalid('import', undoBelowZero(account.name, account.balance, currency));
  if (after > MAX_AMOUNT) return invalid('import', balanceExceedsMax(account.name, currency));
  return valid(after);
}

/**
 * A draft as a command receives it, checked again (a preview checked it, but a command trusts no
 * caller): a description, an amount in 1..MAX_AMOUNT centavos, a category of its type, a date.
 */
export function validateImportDraft(draft: ImportDraft): Validation<ImportDraft, 'row'> {
  const description = validateTransactionDescription(draft.description);
  if (!description.ok) return invalid('row', description);
  if (!isPositiveAmount(draft.amount) || draft.amount > MAX_AMOUNT) return invalid('row', V.validAmount);
  if (!isCategoryValidFor(draft.type, draft.category)) return invalid('row', V.selectCategory);
  if (!isValidDate(draft.date)) return invalid('row', V.validDate);
  return valid({ ...draft, description: description.value });
}
