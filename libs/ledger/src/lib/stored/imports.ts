// users/{uid}/imports/{id} (a statement import) and users/{uid}/importMappings/{accountId} (how
// the last statement of an account was read).
import type { StoredDoc } from './stored-doc';
import type { AmountColumns, ColumnMapping, SavedColumnMapping, StatementImport } from '@pitaka/domain';
import { docCodec, readStamps, withStamps, type StampsDoc } from './document';
import { readInt, readMap, readString } from './fields';

/** An import's fields are stored as the model has them; only its stamps become Timestamps. */
export type StatementImportDoc = Omit<StatementImport, 'id' | 'createdAt' | 'updatedAt'> & StampsDoc;

export function statementImportToDoc(i: Omit<StatementImport, 'id'>): StatementImportDoc {
  return withStamps(
    {
      accountId: i.accountId,
      accountName: i.accountName,
      fileName: i.fileName,
      rows: i.rows,
      batches: i.batches,
      committedBatches: i.committedBatches,
      imported: i.imported,
      undone: i.undone,
    },
    i,
  );
}

export function statementImportFromDoc(id: string, d: StoredDoc): StatementImport {
  const { createdAt, updatedAt } = readStamps(d);
  return {
    id,
    accountId: readString(d['accountId']),
    accountName: readString(d['accountName']),
    fileName: readString(d['fileName']),
    rows: readInt(d['rows']),
    batches: readInt(d['batches']),
    committedBatches: readInt(d['committedBatches']),
    imported: readInt(d['imported']),
    undone: readInt(d['undone']),
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
