// users/{uid}/imports/{id} (a statement import) and users/{uid}/importMappings/{accountId} (how
// the last statement of an account was read).
import type { StoredDoc } from './stored-doc';
import type { AmountColumns, ColumnMapping, SavedColumnMapping, StatementImport } from '@pitaka/domain';
import { docCodec, readStamps, withStamps, type StampsDoc } from './document';
import { copyFields, readFields, readInt, readMap, readString, type FieldReaders } from './fields';

type ImportFields = Omit<StatementImport, 'id' | 'createdAt' | 'updatedAt'>;

/** An import's fields are stored as the model has them; only its stamps become Timestamps. */
const IMPORT_FIELDS: FieldReaders<ImportFields> = {
  accountId: readString,
  accountName: readString,
  fileName: readString,
  rows: readInt,
  batches: readInt,
  committedBatches: readInt,
  imported: readInt,
  undone: readInt,
};

export type StatementImportDoc = ImportFields & StampsDoc;

export function statementImportToDoc(i: Omit<StatementImport, 'id'>): StatementImportDoc {
  return withStamps(copyFields(i, IMPORT_FIELDS), i);
}

export function statementImportFromDoc(id: string, d: StoredDoc): StatementImport {
  const { createdAt, updatedAt } = readStamps(d);
  return {
    id,
    ...readFields(d, IMPORT_FIELDS),
    createdAt: createdAt ?? new Date(Number.NaN),
    updatedAt: updatedAt ?? createdAt ?? new Date(Number.NaN),
  };
}

export const statementImportCodec = docCodec(statementImportToDoc, statementImportFromDoc);

function readAmountColumns(value: unknown): AmountColumns | null {
  const a = readMap(value);
  if (a['kind'] === 'signed' && typeof a['amount'] === 'string') return { kind: 'signed', amount: a['amount'] };
  if (a['kind'] === 'debit-credit' && typeof a['debit'] === 'string' && typeof a['credit'] === 'string') {
    return { kind: 'debit-credit', debit: a['debit'], credit: a['credit'] };
  }
  return null;
}

function readMapping(value: unknown): ColumnMapping | null {
  const m = readMap(value);
  const amount = readAmountColumns(m['amount']);
  const category = m['category'];
  if (typeof m['date'] !== 'string' || typeof m['description'] !== 'string' || !amount) return null;
  return {
    date: m['date'],
    description: m['description'],
    amount,
    category: typeof category === 'string' ? category : null,
  };
}

/** A remembered mapping, or null when what is stored is not one (it is then simply not offered). */
export function savedMappingFromDoc(_id: string, d: StoredDoc): SavedColumnMapping | null {
  const mapping = readMapping(d['mapping']);
  const header = d['header'];
  const dayOrder = d['dayOrder'];
  if (!mapping || !Array.isArray(header) || !header.every((h) => typeof h === 'string')) return null;
  if (dayOrder !== 'month-first' && dayOrder !== 'day-first') return null;
  return { header: Array.from(header), mapping, dayOrder };
}

export function savedMappingToDoc(m: SavedColumnMapping & { updatedAt: Date }) {
  return withStamps(
    { header: [...m.header], mapping: { ...m.mapping, amount: { ...m.mapping.amount } }, dayOrder: m.dayOrder },
    m,
  );
}
