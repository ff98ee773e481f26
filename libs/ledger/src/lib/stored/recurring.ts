// users/{uid}/recurring/{id}: a bill or expected income that repeats, with the occurrences the
// user paid or skipped (the others are computed from its rule, never stored). Money in pesos,
// as in the user's other documents.
import type { StoredDoc, StoredDate } from './stored-doc';
import {
  toPesos,
  type Pesos,
  type RecurrenceRule,
  type RecurringItem,
  type RecurringOccurrence,
  type RecurringPause,
  type TransactionType,
} from '@pitaka/domain';
import { MalformedDocumentError } from './malformed';
import { docCodec, readStamps, withStamps, type StampsDoc } from './document';
import { optional, readArray, readDate, readInt, readLinks, readMoney, readString, ts, withLinks } from './fields';

export interface RecurringOccurrenceDoc {
  status: 'paid' | 'skipped';
  amount?: Pesos;
  accountId?: string;
  transactionId?: string;
}

export interface RecurringDoc extends StampsDoc {
  name: string;
  type: TransactionType;
  category: string;
  accountId: string;
  /** Null: the amount varies. */
  amount: Pesos | null;
  rule: RecurrenceRule;
  startDate: StoredDate;
  endDate?: StoredDate;
  pauses: { from: StoredDate; until?: StoredDate }[];
  occurrences: Record<string, RecurringOccurrenceDoc>;
}

export function occurrenceToDoc(o: RecurringOccurrence): RecurringOccurrenceDoc {
  return withLinks(
    { status: o.status, ...optional('amount', o.amount === undefined ? undefined : toPesos(o.amount)) },
    o,
  );
}

export function occurrencesToDoc(occurrences: RecurringItem['occurrences']): RecurringDoc['occurrences'] {
  return Object.fromEntries(Object.entries(occurrences).map(([day, o]) => [day, occurrenceToDoc(o)]));
}

export function pauseToDoc(p: RecurringPause): RecurringDoc['pauses'][number] {
  return { from: ts(p.from), ...optional('until', p.until && ts(p.until)) };
}

export function recurringToDoc(r: Omit<RecurringItem, 'id'>): RecurringDoc {
  const doc: RecurringDoc = {
    name: r.name,
    type: r.type,
    category: r.category,
    accountId: r.accountId,
    amount: r.amount === null ? null : toPesos(r.amount),
    rule: r.rule,
    startDate: ts(r.startDate),
    ...optional('endDate', r.endDate && ts(r.endDate)),
    pauses: r.pauses.map(pauseToDoc),
    occurrences: occurrencesToDoc(r.occurrences),
  };
  return withStamps(doc, r);
}

function readRule(value: unknown): RecurrenceRule {
  const r = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  switch (r['kind']) {
    case 'monthly':
      return { kind: 'monthly', day: readInt(r['day'], 1) };
    case 'kinsenas':
      return { kind: 'kinsenas' };
    case 'weekly':
      return { kind: 'weekly', every: readInt(r['every'], 1), weekday: readInt(r['weekday'], 0) };
    case 'yearly':
      return { kind: 'yearly', month: readInt(r['month'], 1), day: readInt(r['day'], 1) };
    default:
      throw new MalformedDocumentError(`recurrence ${JSON.stringify(r['kind'])} is not one the app knows`);
  }
}

function readRequired(value: unknown, field: string): Date {
  const date = readDate(value);
  if (!date) throw new MalformedDocumentError(`${field} is not a date`);
  return date;
}

function readOccurrence(value: unknown): RecurringOccurrence | null {
  const o = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const status = o['status'];
  if (status !== 'paid' && status !== 'skipped') return null;
  return withLinks<RecurringOccurrence>(
    { status, ...optional('amount', o['amount'] === undefined ? undefined : readMoney(o['amount'])) },
    readLinks(o),
  );
}

export function recurringFromDoc(id: string, d: StoredDoc): RecurringItem {
  const occurrences = Object.entries((d['occurrences'] ?? {}) as Record<string, unknown>).flatMap(([day, value]) => {
    const occurrence = readOccurrence(value);
    return occurrence ? [[day, occurrence] as const] : [];
  });
  return {
    id,
    name: readString(d['name']),
    type: d['type'] === 'income' ? 'income' : 'expense',
    category: readString(d['category']),
    accountId: readString(d['accountId']),
    amount: d['amount'] === null || d['amount'] === undefined ? null : readMoney(d['amount']),
    rule: readRule(d['rule']),
    startDate: readRequired(d['startDate'], 'startDate'),
    ...optional('endDate', readDate(d['endDate'])),
    pauses: readArray(d['pauses']).map((p) => ({
      from: readRequired(p['from'], 'a pause'),
      ...optional('until', readDate(p['until'])),
    })),
    occurrences: Object.fromEntries(occurrences),
    ...readStamps(d),
  };
}

export const recurringCodec = docCodec(recurringToDoc, recurringFromDoc);
