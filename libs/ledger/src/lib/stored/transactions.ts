// users/{uid}/transactions/{id}, with the optional link to the paluwagan or debt row that booked it.
import type { StoredDoc, StoredDate } from './stored-doc';
import {
  isTransactionSourceKind,
  isTransferRole,
  toMajorUnits,
  type CounterLeg,
  type Pesos,
  type Transaction,
  type ImportLink,
  type TransactionSource,
  type TransactionType,
  type TransferLink,
} from '@pitaka/domain';
import { docCodec, withDate } from './document';
import { MalformedDocumentError } from './malformed';
import {
  optional,
  readCurrencyCode,
  readDate,
  readMap,
  readMoney,
  readOptionalId,
  readRequiredDate,
  readString,
  readWholeNumber,
  ts,
} from './fields';

export interface TransactionDoc {
  type: TransactionType;
  /** In major units of `currency` (pesos when absent). */
  amount: Pesos;
  /** Its account's own ISO 4217 code, when not the books' currency. */
  currency?: string;
  description: string;
  category: string;
  accountId: string;
  accountName: string;
  date: StoredDate;
  createdAt?: StoredDate;
  source?: TransactionSource;
  transfer?: StoredTransferLink;
  import?: ImportLink;
}

/** A transfer link as stored: a padala's other leg in that leg's major units. */
type StoredTransferLink = Omit<TransferLink, 'counter'> & { counter?: { amount: Pesos; currency: string } };

/** A transaction's link to its paluwagan or debt row; anything malformed reads as no link. */
function readSource(value: unknown): TransactionSource | undefined {
  const s = readMap(value);
  const kind = s['kind'];
  const id = readOptionalId(s['id']);
  const index = readWholeNumber(s['index'], 0);
  if (!isTransactionSourceKind(kind) || !id || index === undefined) return undefined;
  return { kind, id, index, reversal: s['reversal'] === true };
}

/** A transfer part's link; anything malformed reads as no link (an ordinary row). */
function readTransfer(value: unknown): TransferLink | undefined {
  const t = readMap(value);
  const id = readOptionalId(t['id']);
  const role = t['role'];
  const accountId = readOptionalId(t['accountId']);
  if (!id || !accountId || !isTransferRole(role)) return undefined;
  const counter = readCounter(t['counter']);
  return { id, role, accountId, accountName: readString(t['accountName']), ...optional('counter', counter) };
}

/** A padala's other leg; absent on a transfer within one currency. */
function readCounter(value: unknown): CounterLeg | undefined {
  if (value === undefined || value === null) return undefined;
  const c = readMap(value);
  const currency = readCurrencyCode(c['currency']);
  if (!currency) throw new MalformedDocumentError('a padala leg without its currency');
  return { amount: readMoney(c['amount'], currency), currency };
}

function transferLinkToDoc(link: TransferLink): StoredTransferLink {
  const { counter, ...rest } = link;
  if (!counter) return { ...rest };
  return { ...rest, counter: { amount: toMajorUnits(counter.amount, counter.currency), currency: counter.currency } };
}

/** A statement import's mark; anything malformed reads as none (the row is then an ordinary one). */
function readImport(value: unknown): ImportLink | undefined {
  const i = readMap(value);
  const id = readOptionalId(i['id']);
  const row = readWholeNumber(i['row'], 1);
  const check = readOptionalId(i['check']);
  if (!id || !check || row === undefined) return undefined;
  return { id, row, check };
}

export function transactionToDoc(t: Omit<Transaction, 'id'>): TransactionDoc {
  const doc = withDate(
    {
      type: t.type,
      amount: toMajorUnits(t.amount, t.currency),
      ...(t.currency ? { currency: t.currency } : {}),
      description: t.description,
      category: t.category,
      accountId: t.accountId,
      accountName: t.accountName,
      date: ts(t.date),
    },
    'createdAt',
    t.createdAt,
  );
  return {
    ...doc,
    ...(t.source ? { source: { ...t.source } } : {}),
    ...(t.transfer ? { transfer: transferLinkToDoc(t.transfer) } : {}),
    ...(t.import ? { import: { ...t.import } } : {}),
  };
}

export function transactionFromDoc(id: string, d: StoredDoc): Transaction {
  const currency = readCurrencyCode(d['currency']);
  return {
    id,
    type: d['type'] === 'income' ? 'income' : 'expense',
    amount: readMoney(d['amount'], currency),
    ...(currency ? { currency } : {}),
    description: readString(d['description']),
    category: readString(d['category']),
    accountId: readString(d['accountId']),
    accountName: readString(d['accountName']),
    date: readRequiredDate(d['date'] ?? d['createdAt']),
    createdAt: readDate(d['createdAt']),
    ...optional('source', readSource(d['source'])),
    ...optional('transfer', readTransfer(d['transfer'])),
    ...optional('import', readImport(d['import'])),
  };
}

export const transactionCodec = docCodec(transactionToDoc, transactionFromDoc);
