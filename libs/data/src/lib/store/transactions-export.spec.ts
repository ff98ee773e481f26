// The CSV export's reads: under every filter (type with Transfer, account, date range), the
// count aggregation says exactly how many documents the pages of 500 then read, in the list's
// order, with no gaps or repeats; another user's count and pages are denied by the rules.
import { centavos, transferParts, type DateRange, type Transaction, type TransactionFilter } from '@pitaka/domain';
import { DataError } from '@pitaka/platform';
import { at, createTestUser } from '../../testing/emulator';
import { listOrder, newTransactionId, pageToEnd, writeTransactions } from '../../testing/bulk-transactions';
import { testUser } from '../../testing/test-user';
import { countTransactions, fetchTransactionsPage } from './index';

jest.setTimeout(180_000);

const NOW = at(2026, 11, 27, 14, 0);
const PAGE = 500;
const ORDINARY = 1_050;
const TRANSFERS = 40; // 3 parts each
const HOUR = 3_600_000;

const A = { id: 'accA', name: 'A' };
const B = { id: 'accB', name: 'B' };

const c = testUser('export');
const seeded: Transaction[] = [];

beforeAll(async () => {
  for (let i = 0; i < ORDINARY; i++) {
    const income = i % 3 === 0;
    const account = i % 2 === 0 ? A : B;
    seeded.push({
      id: newTransactionId(c),
      type: income ? 'income' : 'expense',
      amount: centavos(100 + i),
      description: `t${i}`,
      category: income ? 'Salary' : 'Food',
      accountId: account.id,
      accountName: account.name,
      // Back 45 days in 1-hour steps, a few sharing one instant: ties are ordered by id.
      date: new Date(NOW.getTime() - (i % 1_000) * HOUR),
      createdAt: NOW,
    });
  }
  // Transfers from A to B with a fee, booked as the app books them (out, in and fee).
  for (let i = 0; i < TRANSFERS; i++) {
    const transfer = {
      fromAccountId: A.id,
      toAccountId: B.id,
      amount: centavos(5_000),
      fee: centavos(15),
      received: centavos(5_000),
      note: '',
    };
    const date = new Date(NOW.getTime() - (i * 20 + 1) * HOUR);
    for (const { role, link, ...part } of transferParts(`tr${i}`, transfer, A, B)) {
      const accountName = part.accountId === A.id ? A.name : B.name;
      seeded.push({ ...part, id: `tr${i}-${role}`, accountName, date, createdAt: NOW, transfer: link });
    }
  }
  await writeTransactions(c, seeded);
});

const expected = (filter: TransactionFilter) => listOrder(seeded, filter, NOW);

/** The export's reads: pages of 500 to the end. */
const readAll = (filter: TransactionFilter) =>
  pageToEnd(
    () => fetchTransactionsPage(c.scope, { filter, now: NOW, pageSize: PAGE }),
    (p) => fetchTransactionsPage(c.scope, { filter, after: p.next, pageSize: PAGE }),
    seeded.length,
  );

const RANGES: DateRange[] = ['all', 'today', 'week'];
const FILTERS: TransactionFilter[] = (['all', 'income', 'expense', 'transfer'] as const).flatMap((type) =>
  (['all', 'accA'] as const).flatMap((accountId) => RANGES.map((range) => ({ type, accountId, range }))),
);

it('seeded more than two pages of everything, transfers and one-page filters too', () => {
  expect(expected({ type: 'all', accountId: 'all', range: 'all' })).toHaveLength(ORDINARY + 3 * TRANSFERS);
  expect(expected({ type: 'transfer', accountId: 'all', range: 'all' })).toHaveLength(3 * TRANSFERS);
  expect(expected({ type: 'all', accountId: 'accA', range: 'today' }).length).toBeGreaterThan(0);
});

it.each(FILTERS.map((f) => [`${f.type} / ${f.accountId} / ${f.range}`, f] as const))(
  'counts and pages through %s alike',
  async (_label, filter) => {
    const want = expected(filter);
    expect(await countTransactions(c.scope, { filter, now: NOW })).toBe(want.length);
    const pages = await readAll(filter);
    expect(pages.flatMap((p) => p.items.map((t) => t.id))).toEqual(want);
    expect(pages).toHaveLength(Math.max(1, Math.ceil(want.length / PAGE)));
  },
);

it("cannot count or read another user's transactions (firestore.rules apply)", async () => {
  const mallory = await createTestUser('mallory');
  try {
    const theirs = { ...mallory.scope, uid: c.uid };
    for (const read of [
      countTransactions(theirs, { now: NOW }),
      fetchTransactionsPage(theirs, { now: NOW, pageSize: PAGE }),
    ]) {
      const error = await read.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataError);
      expect((error as DataError).cause).toMatchObject({ code: 'permission-denied' });
    }
    // Their own (empty) collection is theirs to count.
    expect(await countTransactions(mallory.scope, { now: NOW })).toBe(0);
  } finally {
    await mallory.close();
  }
});
