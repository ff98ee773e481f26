import { IMPORT as M } from '../errors/messages';
import { invalid, valid, type Validation } from '../validation/result';

/** Where a statement keeps its amounts: one signed column, or money out and money in apart. */
export type AmountColumns =
  { kind: 'signed'; amount: string } | { kind: 'debit-credit'; debit: string; credit: string };

/**
 * Which header column holds each field. Columns are named, not numbered, so a mapping remembered
 * for an account still fits next month's file when the bank moves a column.
 */
export interface ColumnMapping {
  date: string;
  description: string;
  amount: AmountColumns;
  /** Optional: a column whose values name the category. */
  category: string | null;
}

export type ColumnMappingField = 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'category';

// Header words of BPI, BDO, UnionBank, Metrobank, GCash and Maya exports, most specific first.
const HEADER_WORDS: Record<ColumnMappingField, readonly RegExp[]> = {
  date: [/^(transaction |txn |posting |value )?date( and time| & time| posted)?$/i, /date/i, /petsa/i],
  description: [
    /^(description|details|particulars|narrative|remarks|memo|transaction)$/i,
    /descr|detail|particular|narrat|remark|memo/i,
  ],
  amount: [/^amount( \(php\))?$/i, /amount|halaga/i],
  debit: [/^(debit|withdrawals?|money out|dr)$/i, /debit|withdraw|money out/i],
  credit: [/^(credit|deposits?|money in|cr)$/i, /credit|deposit|money in/i],
  category: [/^category$/i, /category|kategorya/i],
};

function findColumn(header: readonly string[], field: ColumnMappingField, taken: Set<string>): string | null {
  for (const word of HEADER_WORDS[field]) {
    const name = header.find((column) => !taken.has(column) && word.test(column.trim()));
    if (name !== undefined) {
      taken.add(name);
      return name;
    }
  }
  return null;
}

/**
 * A first mapping from the header's words, for the user to correct: debit and credit columns
 * when the file has both, else one amount column. Null where nothing fits.
 */
export function guessColumnMapping(header: readonly string[]): Partial<ColumnMapping> {
  const taken = new Set<string>();
  const date = findColumn(header, 'date', taken);
  const debit = findColumn(header, 'debit', taken);
  const credit = findColumn(header, 'credit', taken);
  const description = findColumn(header, 'description', taken);
  const category = findColumn(header, 'category', taken);
  const guess: Partial<ColumnMapping> = { category };
  if (date !== null) guess.date = date;
  if (description !== null) guess.description = description;
  if (debit !== null && credit !== null) {
    guess.amount = { kind: 'debit-credit', debit, credit };
  } else {
    const amount = findColumn(header, 'amount', taken);
    if (amount !== null) guess.amount = { kind: 'signed', amount };
  }
  return guess;
}

/** A mapping the form still edits: any column may be unchosen (''). */
export interface ColumnMappingInput {
  date: string;
  description: string;
  amountKind: AmountColumns['kind'];
  amount: string;
  debit: string;
  credit: string;
  category: string;
}

/**
 * The mapping form, first failing rule: date, description, then the amount column (or debit and
 * credit), each a column of the header, and no column used for two fields.
 */
export function validateColumnMapping(
  input: ColumnMappingInput,
  header: readonly string[],
): Validation<ColumnMapping, ColumnMappingField> {
  const has = (column: string) => column !== '' && header.includes(column);
  if (!has(input.date)) return invalid('date', M.selectDateColumn);
  if (!has(input.description)) return invalid('description', M.selectDescriptionColumn);
  let amount: AmountColumns;
  if (input.amountKind === 'signed') {
    if (!has(input.amount)) return invalid('amount', M.selectAmountColumn);
    amount = { kind: 'signed', amount: input.amount };
  } else {
    if (!has(input.debit)) return invalid('debit', M.selectDebitColumn);
    if (!has(input.credit)) return invalid('credit', M.selectCreditColumn);
    amount = { kind: 'debit-credit', debit: input.debit, credit: input.credit };
  }
  const category = has(input.category) ? input.category : null;
  const amountFields: [ColumnMappingField, string][] =
    amount.kind === 'signed'
      ? [['amount', amount.amount]]
      : [
          ['debit', amount.debit],
          ['credit', amount.credit],
        ];
  const fields: [ColumnMappingField, string | null][] = [
    ['date', input.date],
    ['description', input.description],
    ...amountFields,
    ['category', category],
  ];
  const used = new Set<string>();
  for (const [field, column] of fields) {
    if (column === null) continue;
    if (used.has(column)) return invalid(field, M.columnUsedTwice);
    used.add(column);
  }
  return valid({ date: input.date, description: input.description, amount, category });
}
