import {
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import {
  ACCOUNT_TRANSACTIONS_PAGE_SIZE,
  TRANSFER_ROLES,
  DASHBOARD_RECENT_TRANSACTIONS,
  DEFAULT_TRANSACTION_FILTER,
  TRANSACTIONS_PAGE_SIZE,
  dateRangeStart,
  type Transaction,
  type TransactionFilter,
} from '@pitaka/domain';
import { fetchPage, type Page, type PageCursor } from './paging';
import { readValidDocs } from './malformed';
import { command, paths, runQuery, type DataScope } from './scope';

export type { EditTransactionInput, TransactionFields } from '@pitaka/ledger';

// ---------------------------------------------------------------------------------------------
// Queries

/** Dashboard: the latest transactions by creation time. */
export function listRecentTransactions(
  scope: DataScope,
  count: number = DASHBOARD_RECENT_TRANSACTIONS,
): Promise<Transaction[]> {
  return runQuery(async () => {
    const snap = await getDocs(query(paths.transactions(scope), orderBy('createdAt', 'desc'), limit(count)));
    return readValidDocs(snap.docs);
  });
}

/**
 * The padala report's query: an inequality on the counter leg's currency keeps exactly the parts
 * of every padala (out, in, fee), ordered by that currency, then newest first. Its composite
 * index is checked by indexes.spec.ts.
 */
export function padalaQueryShape() {
  return {
    present: 'transfer.counter.currency',
    orderBy: { field: 'date', direction: 'desc' },
    page: 500,
  } as const;
}

/**
 * Every padala part, read whole in pages (a padala a week is about 150 parts a year): a month of
 * the report is never cut short, nor an out part read without its fee.
 */
export function listPadalaParts(scope: DataScope): Promise<Transaction[]> {
  const shape = padalaQueryShape();
  return runQuery(async () => {
    const parts: Transaction[] = [];
    let after: QueryDocumentSnapshot<Transaction> | null = null;
    for (;;) {
      const snap: QuerySnapshot<Transaction> = await getDocs(
        query(
          paths.transactions(scope),
          where(shape.present, '>', ''),
          orderBy(shape.present),
          orderBy(shape.orderBy.field, shape.orderBy.direction),
          ...(after ? [startAfter(after)] : []),
          limit(shape.page),
        ),
      );
      parts.push(...readValidDocs(snap.docs));
      if (snap.docs.length < shape.page) return parts;
      after = snap.docs[snap.docs.length - 1];
    }
  });
}

/**
 * The Firestore shape of a /transactions query: equality filters, an optional lower bound on
 * `date`, ordered by `date` descending. Every combination must have an index in
 * firestore.indexes.json (checked by indexes.spec.ts).
 */
export interface TransactionsQueryShape {
  equals: { field: 'type' | 'accountId' | 'createdBy'; value: string }[];
  /** Only transfer parts: `transfer.role in [out, in, fee]` (an equality filter for the index). */
  transfersOnly: boolean;
  dateFrom: Date | null;
  orderBy: { field: 'date'; direction: 'desc' };
}

export function transactionsQueryShape(filter: TransactionFilter, now: Date): TransactionsQueryShape {
  const equals: TransactionsQueryShape['equals'] = [];
  if (filter.type === 'income' || filter.type === 'expense') equals.push({ field: 'type', value: filter.type });
  if (filter.accountId !== 'all') equals.push({ field: 'accountId', value: filter.accountId });
  if (filter.member) equals.push({ field: 'createdBy', value: filter.member });
  return {
    equals,
    transfersOnly: filter.type === 'transfer',
    dateFrom: dateRangeStart(filter.range, now),
    orderBy: { field: 'date', direction: 'desc' },
  };
}

function shapeConstraints(shape: TransactionsQueryShape): QueryConstraint[] {
  const constraints: QueryConstraint[] = shape.equals.map((e) => where(e.field, '==', e.value));
  if (shape.transfersOnly) constraints.push(where('transfer.role', 'in', [...TRANSFER_ROLES]));
  if (shape.dateFrom) constraints.push(where('date', '>=', Timestamp.fromDate(shape.dateFrom)));
  constraints.push(orderBy(shape.orderBy.field, shape.orderBy.direction));
  return constraints;
}

export interface TransactionsPageOptions {
  /** Type, account and date range, all applied together. Defaults to everything. */
  filter?: TransactionFilter;
  /** Cursor from the previous page; omit for the first page. */
  after?: PageCursor<Transaction> | null;
  /** For the date range of the first page (later pages reuse the cursor's). */
  now?: Date;
  pageSize?: number;
}

/** The user's transactions under `filter` at `now`, ordered as /transactions lists them. */
function filteredTransactions(scope: DataScope, filter: TransactionFilter, now: Date): Query<Transaction> {
  return query(paths.transactions(scope), ...shapeConstraints(transactionsQueryShape(filter, now)));
}

/** /transactions: 15 per page, newest date first, every filter applied at once. */
export function fetchTransactionsPage(
  scope: DataScope,
  options: TransactionsPageOptions = {},
): Promise<Page<Transaction>> {
  return runQuery(() => {
    const now = options.after?.now ?? options.now ?? new Date();
    const ordered = filteredTransactions(scope, options.filter ?? DEFAULT_TRANSACTION_FILTER, now);
    return fetchPage(ordered, options.pageSize ?? TRANSACTIONS_PAGE_SIZE, now, options.after);
  });
}

/**
 * How many transactions `fetchTransactionsPage` pages through for the same filter and `now`: a
 * count aggregation over the same query, billed as one read per 1,000 documents counted.
 */
export function countTransactions(
  scope: DataScope,
  options: { filter?: TransactionFilter; now?: Date } = {},
): Promise<number> {
  return runQuery(async () => {
    const filtered = filteredTransactions(
      scope,
      options.filter ?? DEFAULT_TRANSACTION_FILTER,
      options.now ?? new Date(),
    );
    return (await getCount(filtered)).data().count;
  });
}

/** Account detail: that account's transactions, 5 per page, newest date first. */
export function fetchAccountTransactionsPage(
  scope: DataScope,
  accountId: string,
  options: { after?: PageCursor<Transaction> | null; pageSize?: number } = {},
): Promise<Page<Transaction>> {
  return fetchTransactionsPage(scope, {
    filter: { ...DEFAULT_TRANSACTION_FILTER, accountId },
    after: options.after,
    pageSize: options.pageSize ?? ACCOUNT_TRANSACTIONS_PAGE_SIZE,
  });
}

// ---------------------------------------------------------------------------------------------
// Commands (the ledger's, each one Firestore transaction)

export const addTransaction = command('addTransaction');
export const editTransaction = command('editTransaction');
export const revertTransaction = command('revertTransaction');
