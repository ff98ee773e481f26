// PAGING: 2,000 transactions, then every filter combination (type x account x date range) is
// paged to the end: pages of 15 distinct documents in date order, no gaps, no repeats, and no
// empty last page.
import {
  centavos,
  type DateRange,
  type Transaction,
  type TransactionFilter,
  type TransactionType,
} from '@pitaka/domain';
import { at } from '../../testing/emulator';
import { listOrder, newTransactionId, pageToEnd, writeTransactions } from '../../testing/bulk-transactions';
import { testUser } from '../../testing/test-user';
import { fetchAccountTransactionsPage, fetchTransactionsPage, type Page } from './index';

jest.setTimeout(180_000);

const NOW = at(2026, 3, 15, 14, 0);
const TOTAL = 2000;
const ACCOUNTS = ['accA', 'accB', 'accC'] as const;
const ACCOUNT_C_COUNT = 45; // exactly three pages: the last full page must say "no more"

const c = testUser('paging');
const seeded: Transaction[] = [];

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  const random = rng(20260315);
  const boundaries = [
    at(2026, 3, 15), // start of 'today'
    new Date(NOW.getTime() - 7 * 86_400_000), // start of 'week'
    at(2026, 2, 15, 14, 0), // start of 'month'
    new Date(NOW.getTime() - 1), // just before now
    new Date(NOW.getTime() + 3_600_000), // in the future
  ];
  for (let i = 0; i < TOTAL; i++) {
    const accountId = i < ACCOUNT_C_COUNT ? 'accC' : random() < 0.5 ? 'accA' : 'accB';
    const type: TransactionType = random() < 0.5 ? 'income' : 'expense';
    // 40 days back in 30-minute steps: ~1,900 slots for 2,000 documents, so many dates tie.
    const date =
      i % 50 === 0
        ? boundaries[(i / 50) % boundaries.length]
        : new Date(NOW.getTime() - Math.floor(random() * 40 * 48) * 1_800_000);
    seeded.push({
      id: newTransactionId(c),
      type,
      amount: centavos(Math.round(random() * 100_000) || 1), // ₱0.01 .. ₱1,000.00
      description: `t${i}`,
      category: type === 'income' ? 'Salary' : 'Food',
      accountId,
      accountName: accountId,
      date,
      createdAt: NOW,
    });
  }
  await writeTransactions(c, seeded);
});

const expected = (filter: TransactionFilter) => listOrder(seeded, filter, NOW);

function checkPages(pages: Page<Transaction>[], want: string[], pageSize: number) {
  const ids = pages.flatMap((p) => p.items.map((t) => t.id));
  expect(new Set(ids).size).toBe(ids.length); // no repeats
  expect(ids).toEqual(want); // no gaps, in order
  expect(pages).toHaveLength(Math.max(1, Math.ceil(want.length / pageSize)));
  pages.slice(0, -1).forEach((p) => expect(p.items).toHaveLength(pageSize));
  if (want.length > 0) expect(pages[pages.length - 1].items.length).toBeGreaterThan(0); // no useless last click
  for (const p of pages) {
    const dates = p.items.map((t) => t.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  }
}

const RANGES: DateRange[] = ['all', 'today', 'week', 'month'];
const combos: TransactionFilter[] = (['all', 'income', 'expense'] as const).flatMap((type) =>
  (['all', ...ACCOUNTS] as const).flatMap((accountId) => RANGES.map((range) => ({ type, accountId, range }))),
);

it('seeded what the test expects (ties, boundaries, an exact multiple of 15)', () => {
  expect(seeded).toHaveLength(TOTAL);
  expect(new Set(seeded.map((t) => t.date.getTime())).size).toBeLessThan(TOTAL - 100);
  expect(expected({ type: 'all', accountId: 'accC', range: 'all' })).toHaveLength(ACCOUNT_C_COUNT);
  for (const range of RANGES) expect(expected({ type: 'all', accountId: 'all', range }).length).toBeGreaterThan(15);
});

it.each(combos.map((f) => [`${f.type} / ${f.accountId} / ${f.range}`, f] as const))(
  'pages through %s',
  async (_label, filter) => {
    const pages = await pageToEnd(
      () => fetchTransactionsPage(c.scope, { filter, now: NOW }),
      // Later pages get no `now`: the cursor keeps the first page's.
      (p) => fetchTransactionsPage(c.scope, { filter, after: p.next }),
      TOTAL,
    );
    checkPages(pages, expected(filter), 15);
  },
);

it('account detail pages of 5 with the same guarantees', async () => {
  const pages = await pageToEnd(
    () => fetchAccountTransactionsPage(c.scope, 'accC'),
    (p) => fetchAccountTransactionsPage(c.scope, 'accC', { after: p.next }),
    TOTAL,
  );
  checkPages(pages, expected({ type: 'all', accountId: 'accC', range: 'all' }), 5);
  expect(pages).toHaveLength(9);
  expect(pages[8].next).toBeNull();
});

it('an empty result is one empty page without a next cursor', async () => {
  const page = await fetchTransactionsPage(c.scope, {
    filter: { type: 'all', accountId: 'nobody', range: 'all' },
    now: NOW,
  });
  expect(page).toEqual({ items: [], next: null });
});
