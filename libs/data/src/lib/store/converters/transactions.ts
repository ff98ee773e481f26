// users/{uid}/transactions/{id}, with the optional link to the paluwagan or debt row that booked it.
import type { DocumentData, Timestamp } from 'firebase/firestore/lite';
import {
  isTransactionSourceKind,
  roundMoney,
  type Transaction,
  type TransactionSource,
  type TransactionType,
} from '@pitaka/domain';
import {
  converter,
  optional,
  readDate,
  readMoney,
  readOptionalId,
  readRequiredDate,
  readString,
  stripId,
  ts,
  withDate,
} from './fields';

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

/** A transaction's link to its paluwagan or debt row; anything malformed reads as no link. */
function readSource(value: unknown): TransactionSource | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const s = value as Record<string, unknown>;
  const kind = s['kind'];
  const id = readOptionalId(s['id']);
  const index = s['index'];
  if (!isTransactionSourceKind(kind) || !id) return undefined;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return undefined;
  return { kind, id, index, reversal: s['reversal'] === true };
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

export const transactionConverter = converter<Transaction, TransactionDoc>(
  stripId<Transaction>(transactionToDoc) as (m: Transaction) => TransactionDoc,
  transactionFromDoc,
);
