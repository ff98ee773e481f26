import {
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  VALIDATION,
  ACCOUNT,
  ACCOUNT_TRANSACTIONS_PAGE_SIZE,
  TRANSFER_ROLES,
  DASHBOARD_RECENT_TRANSACTIONS,
  DEFAULT_TRANSACTION_FILTER,
  TRANSACTIONS_PAGE_SIZE,
  assertValid,
  dateRangeStart,
  toPesos,
  validateAddTransaction,
  validateEditTransaction,
  validateLinkedRevert,
  validateTransactionDescription,
  validateTransactionIsNotTransferPart,
  validateLockedEdit,
  validateRevertTransaction,
  type Transaction,
  type TransactionFilter,
  type TransactionInput,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { ts } from './converters';
import { Ledger, assertDate, readAccounts, readCurrency } from './ledger';
import { revertTransferInCommand } from './transfers';
import { readLinkedRow } from './links';
import { fetchPage, type Page, type PageCursor } from './paging';
import { readDocOrFail, readValidDocs } from './malformed';
import { command, paths, readInCommand, refs, runQuery, type DataScope } from './scope';

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
 * The Firestore shape of a /transactions query: equality filters, an optional lower bound on
 * `date`, ordered by `date` descending. Every combination must have an index in
 * firestore.indexes.json (checked by indexes.spec.ts).
 */
export interface TransactionsQueryShape {
  equals: { field: 'type' | 'accountId'; value: string }[];
  /** Only transfer parts: `transfer.role in [out, in, fee]` (an equality filter for the index). */
  transfersOnly: boolean;
  dateFrom: Date | null;
  orderBy: { field: 'date'; direction: 'desc' };
}

export function transactionsQueryShape(filter: TransactionFilter, now: Date): TransactionsQueryShape {
  const equals: TransactionsQueryShape['equals'] = [];
  if (filter.type === 'income' || filter.type === 'expense') equals.push({ field: 'type', value: filter.type });
  if (filter.accountId !== 'all') equals.push({ field: 'accountId', value: filter.accountId });
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
// Commands

/** The add form / Modify Transaction modal. */
export interface TransactionFields extends TransactionInput {
  /** Date and time of the transaction. */
  date: Date;
}

/** Books a transaction and moves its account's balance; refuses an expense above the balance. */
export const addTransaction = command(async (tx, scope, input: TransactionFields, now): Promise<{ id: string }> => {
  const [currency, [account]] = await Promise.all([
    readCurrency(tx, scope),
    readAccounts(tx, scope, [input.accountId]),
  ]);
  const checked = assertValid(validateAddTransaction(input, { account: account ?? null, currency }));
  assertDate(input.date);
  const ledger = await Ledger.open(tx, scope, now, [input.date]);
  const id = ledger.post(
    {
      type: checked.type,
      amount: checked.amount,
      description: checked.description,
      category: checked.category,
      account,
    },
    input.date,
  );
  ledger.close();
  return { id };
});

export interface EditTransactionInput extends TransactionFields {
  transactionId: string;
}

/**
 * Rewrites a transaction (type, amount, description, category, date, and its account if
 * changed) and moves the balances by the difference: the old signed amount comes off its
 * account, the new one goes onto the (possibly other) account. A transaction linked to a
 * paluwagan or debt row, or booked on a deleted account, keeps its amount, type, category and
 * account: only its description, date and time change.
 */
export const editTransaction = command(async (tx, scope, input: EditTransactionInput, now): Promise<void> => {
  const ref = input.transactionId ? refs.transaction(scope, input.transactionId) : null;
  const [snap, currency] = await Promise.all([ref ? tx.get(ref) : null, readCurrency(tx, scope)]);
  const original = snap?.exists() ? readDocOrFail(snap) : null;
  const [accounts, row] = await Promise.all([
    readAccounts(tx, scope, [original?.accountId, input.accountId]),
    original?.source ? readLinkedRow(tx, scope, original.id, original.source) : null,
  ]);
  if (!ref || !original) throw new DataError('refused', VALIDATION.noTransactionToEdit);
  assertValid(validateTransactionIsNotTransferPart(original));
  const accountDeleted = !accounts.some((a) => a.id === original.accountId);
  assertValid(validateLockedEdit(original, input, { row, accountDeleted }));
  if (row || accountDeleted) {
    const description = assertValid(validateTransactionDescription(input.description));
    assertDate(input.date);
    // The date may move it to another month: its summaries move with it.
    const ledger = await Ledger.open(tx, scope, now, [original.date, input.date]);
    tx.update(ref.withConverter(null), { description, date: ts(input.date) });
    ledger.unbook(original);
    ledger.book({ ...original, date: input.date });
    ledger.close();
    return;
  }
  const checked = assertValid(validateEditTransaction(input, { original, accounts, currency }));
  assertDate(input.date);
  const target = accounts.find((a) => a.id === checked.accountId);
  // It exists once validated; the guard only narrows the type.
  if (!target) throw new DataError('not-found', ACCOUNT.accountNotFound);
  const { amount } = checked;
  const ledger = await Ledger.open(tx, scope, now, [original.date, input.date]);
  ledger.unbook(
    original,
    accounts.find((a) => a.id === original.accountId),
  );
  ledger.book(
    { type: checked.type, amount, category: checked.category, accountId: target.id, date: input.date },
    target,
  );
  tx.update(ref.withConverter(null), {
    type: checked.type,
    amount: toPesos(amount),
    description: checked.description,
    category: checked.category,
    date: ts(input.date),
    accountId: target.id,
    accountName: target.name,
  });
  ledger.close();
});

/**
 * Deletes a transaction and undoes its effect on the balance; refuses to drive it negative.
 * Reverting the payment a paluwagan or debt row was paid with also marks that row unpaid (no
 * second reversal is booked); a reversal, or a payment already reversed, cannot be reverted.
 */
export const revertTransaction = command(async (tx, scope, input: { transactionId: string }, now): Promise<void> => {
  const { ref, value: original } = await readInCommand(
    tx,
    paths.transactions(scope),
    input.transactionId,
    ACCOUNT.transactionNotFound,
  );
  if (original.transfer) return revertTransferInCommand(tx, scope, original.transfer.id, now);
  const [[account], row] = await Promise.all([
    readAccounts(tx, scope, [original.accountId]),
    original.source ? readLinkedRow(tx, scope, original.id, original.source) : null,
  ]);
  assertValid(validateLinkedRevert(original.source, row));
  assertValid(validateRevertTransaction(original, account ?? null));
  const ledger = await Ledger.open(tx, scope, now, [original.date]);
  tx.delete(ref);
  row?.unmark(now);
  ledger.unbook(original, account);
  ledger.close();
});
