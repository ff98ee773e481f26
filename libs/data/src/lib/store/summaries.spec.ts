// Monthly summaries against the real emulator and rules: every money command updates the months
// it touches in its own Firestore transaction, and the one-time rebuild (resumable, idempotent,
// safe with two tabs) produces exactly what live maintenance does.
import { doc, getDoc } from 'firebase/firestore/lite';
import { toCentavos, type Centavos, type MonthSummary } from '@pitaka/domain';
import { at, createTestUser, signInAgain, type TestClient } from '../../testing/emulator';
import { brokenRule, readRawState } from '../../testing/ledger-invariant';
import { testUser } from '../../testing/test-user';
import {
  addTransaction,
  addTransfer,
  completeSetup,
  createAccount,
  deleteAccount,
  editTransaction,
  getLedgerSummary,
  getMonthSummary,
  rebuildSummaries,
  revertTransaction,
  updateAccount,
  type DataScope,
  type RebuildProgress,
} from './index';
import { payWeeks } from '../../testing/schedule-commands';
import { createPaluwagan } from './paluwagans';

jest.setTimeout(120_000);

const NOW = at(2026, 11, 25, 9, 30);
const OCT = at(2026, 10, 10, 12);
const NOV = at(2026, 11, 5, 12);

const expense = (accountId: string, amount: Centavos, category: string, date: Date) => ({
  type: 'expense' as const,
  amount,
  description: `${category} spend`,
  category,
  accountId,
  date,
});

const categories = (summary: MonthSummary | null, accountId: string) => summary?.accounts[accountId]?.categories;

async function expectSummariesMatchTransactions(client: Pick<TestClient, 'db' | 'uid'>) {
  const state = await readRawState(client.db, client.uid);
  expect(state.summaries?.['ledger']?.['complete']).toBe(true);
  expect(brokenRule(state)).toBeNull();
}

describe('live maintenance', () => {
  const c = testUser('summaries', { each: true });
  let wallet: string;
  beforeEach(async () => {
    wallet = await c.setUp('Wallet', OCT, toCentavos(10_000));
  });

  it('starts complete for a new user, with the opening balance in its month (not as income of a category)', async () => {
    const ledger = await getLedgerSummary(c.scope);
    expect(ledger).toMatchObject({ complete: true, balances: { [wallet]: toCentavos(10_000) } });
    expect(ledger?.net).toEqual({ '2026-10': { [wallet]: toCentavos(10_000) } });
    expect(categories(await getMonthSummary(c.scope, '2026-10'), wallet)).toEqual({
      Initial: { income: toCentavos(10_000), expense: toCentavos(0) },
    });
  });

  it('adds, moves across months on a date edit, and removes on revert', async () => {
    const { id } = await addTransaction(c.scope, expense(wallet, toCentavos(450.5), 'Food', OCT), NOW);
    expect(categories(await getMonthSummary(c.scope, '2026-10'), wallet)?.['Food']).toEqual({
      income: toCentavos(0),
      expense: toCentavos(450.5),
    });

    await editTransaction(c.scope, { transactionId: id, ...expense(wallet, toCentavos(500), 'Transport', NOV) }, NOW);
    expect(categories(await getMonthSummary(c.scope, '2026-10'), wallet)?.['Food']).toBeUndefined();
    expect(categories(await getMonthSummary(c.scope, '2026-11'), wallet)).toEqual({
      Transport: { income: toCentavos(0), expense: toCentavos(500) },
    });
    expect((await getLedgerSummary(c.scope))?.net['2026-11']).toEqual({ [wallet]: toCentavos(-500) });
    await expectSummariesMatchTransactions(c);

    await revertTransaction(c.scope, { transactionId: id }, NOW);
    expect(await getMonthSummary(c.scope, '2026-11')).toBeNull();
    await expectSummariesMatchTransactions(c);
  });

  it('keeps transfers apart from the categories, with the fee as an expense', async () => {
    const gcash = (await createAccount(c.scope, { name: 'GCash', type: 'ewallet', initialBalance: null }, NOW)).id;
    await addTransfer(
      c.scope,
      { fromAccountId: wallet, toAccountId: gcash, amount: toCentavos(2000), fee: toCentavos(15), note: '', date: NOV },
      NOW,
    );
    const november = await getMonthSummary(c.scope, '2026-11');
    expect(november?.accounts[wallet]).toEqual({
      categories: { Fees: { income: toCentavos(0), expense: toCentavos(15) } },
      transfersIn: toCentavos(0),
      transfersOut: toCentavos(2000),
    });
    expect(november?.accounts[gcash]).toEqual({
      categories: {},
      transfersIn: toCentavos(2000),
      transfersOut: toCentavos(0),
    });
    await expectSummariesMatchTransactions(c);
  });

  it('books a paluwagan week in the month it is paid, and a deleted account leaves the balances', async () => {
    const gcash = (await createAccount(c.scope, { name: 'GCash', type: 'ewallet', initialBalance: null }, NOW)).id;
    const { id } = await createPaluwagan(
      c.scope,
      {
        name: 'Office',
        organizer: 'Aling Nena',
        description: '',
        startDate: at(2026, 11, 1),
        totalNumbers: 5,
        amountPerNumber: toCentavos(500),
        selectedNumbers: [2],
      },
      NOW,
    );
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: { kind: 'account', accountId: wallet } }, NOW);
    expect(categories(await getMonthSummary(c.scope, '2026-11'), wallet)?.['Paluwagan']?.expense).toBe(toCentavos(500));
    await deleteAccount(c.scope, { accountId: gcash }, NOW);
    expect(Object.keys((await getLedgerSummary(c.scope))?.balances ?? {})).toEqual([wallet]);
    await expectSummariesMatchTransactions(c);
  });

  it('keeps the name of every open account: opened, renamed, deleted', async () => {
    const gcash = (await createAccount(c.scope, { name: 'GCash', type: 'ewallet', initialBalance: null }, NOW)).id;
    expect((await getLedgerSummary(c.scope))?.names).toEqual({ [wallet]: 'Wallet', [gcash]: 'GCash' });
    const writes = (await getLedgerSummary(c.scope))?.writes;
    await updateAccount(c.scope, { accountId: gcash, name: '  GCash (Mama) ', type: 'ewallet' });
    expect(await getLedgerSummary(c.scope)).toMatchObject({
      names: { [wallet]: 'Wallet', [gcash]: 'GCash (Mama)' },
      // A rename moves no money: a running rebuild need not start again.
      writes,
    });
    await expectSummariesMatchTransactions(c);
    await deleteAccount(c.scope, { accountId: gcash }, NOW);
    expect((await getLedgerSummary(c.scope))?.names).toEqual({ [wallet]: 'Wallet' });
  });

  it('writes nothing when the command is refused', async () => {
    const before = await readRawState(c.db, c.uid);
    await expect(addTransaction(c.scope, expense(wallet, toCentavos(20_000), 'Food', NOV), NOW)).rejects.toMatchObject({
      code: 'refused',
    });
    expect(await readRawState(c.db, c.uid)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// The rebuild: a user whose transactions predate the summaries (no completeSetup, so commands
// only count themselves until it runs).

async function olderData(scope: DataScope) {
  const wallet = (await createAccount(scope, { name: 'Wallet', type: 'cash', initialBalance: toCentavos(5000) }, OCT))
    .id;
  const bank = (await createAccount(scope, { name: 'Bank', type: 'bank', initialBalance: toCentavos(20_000) }, OCT)).id;
  const dates = [at(2026, 9, 2), OCT, at(2026, 10, 31, 23, 59), NOV, at(2026, 11, 20)];
  for (const [i, date] of dates.entries()) {
    await addTransaction(scope, expense(i % 2 ? wallet : bank, toCentavos(100 + i), 'Food', date), NOW);
  }
  await addTransfer(
    scope,
    { fromAccountId: bank, toAccountId: wallet, amount: toCentavos(1000), fee: toCentavos(10), note: '', date: NOV },
    NOW,
  );
  return { wallet, bank };
}

describe('the rebuild', () => {
  const c = testUser('rebuild', { each: true });

  it('is needed for older data: commands only count themselves until then', async () => {
    await olderData(c.scope);
    expect(await getLedgerSummary(c.scope)).toMatchObject({ complete: false, writes: 8 });
    expect(await getMonthSummary(c.scope, '2026-10')).toBeNull();
  });

  it('produces what live maintenance produces, reporting n of N transactions', async () => {
    const live = await createTestUser('live');
    try {
      await completeSetup(live.scope, { email: live.email, currency: 'PHP', name: 'Setup', type: 'cash' }, OCT);
      const liveIds = await olderData(live.scope);
      const { wallet, bank } = await olderData(c.scope);
      const progress: RebuildProgress[] = [];
      await rebuildSummaries(c.scope, (p) => progress.push(p), { pageSize: 3 });
      await expectSummariesMatchTransactions(c);

      // 10 transactions: 2 opening balances, 5 expenses, the transfer's out, in and fee.
      expect(progress[progress.length - 1]).toEqual({ done: 10, total: 10 });
      expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
      // The two users' account ids differ: compare by role.
      const names: Record<string, string> = {
        [liveIds.wallet]: 'WALLET',
        [liveIds.bank]: 'BANK',
        [wallet]: 'WALLET',
        [bank]: 'BANK',
      };
      const rename = (value: unknown): unknown =>
        JSON.parse(
          JSON.stringify(value ?? null).replace(/"([^"]+)":/g, (key, id: string) =>
            names[id] ? `"${names[id]}":` : key,
          ),
        );
      for (const month of ['2026-09', '2026-10', '2026-11']) {
        const [rebuilt, maintained] = await Promise.all([
          getMonthSummary(c.scope, month),
          getMonthSummary(live.scope, month),
        ]);
        expect(rename(rebuilt?.accounts)).toEqual(rename(maintained?.accounts));
      }
      const [rebuiltLedger, liveLedger] = await Promise.all([getLedgerSummary(c.scope), getLedgerSummary(live.scope)]);
      expect(rename(rebuiltLedger?.net)).toEqual(rename(liveLedger?.net));
    } finally {
      await live.close();
    }
  });

  it('resumes where an interrupted run stopped, and runs once more for nothing', async () => {
    await olderData(c.scope);
    await rebuildSummaries(c.scope, undefined, { pageSize: 4, stopAfterPages: 1 });
    const stopped = await getDoc(doc(c.db, 'users', c.uid, 'summaries', 'ledger'));
    expect(stopped.data()).toMatchObject({ complete: false, rebuild: { processed: 4 } });

    const progress: RebuildProgress[] = [];
    await rebuildSummaries(c.scope, (p) => progress.push(p), { pageSize: 4 });
    expect(progress[0]).toEqual({ done: 4, total: 10 });
    await expectSummariesMatchTransactions(c);

    const before = await readRawState(c.db, c.uid);
    await rebuildSummaries(c.scope);
    expect(await readRawState(c.db, c.uid)).toEqual(before);
  });

  it('starts again when a command ran while it was stopped', async () => {
    const { wallet } = await olderData(c.scope);
    await rebuildSummaries(c.scope, undefined, { pageSize: 4, stopAfterPages: 2 });
    await addTransaction(c.scope, expense(wallet, toCentavos(77), 'Shopping', OCT), NOW);
    const progress: RebuildProgress[] = [];
    await rebuildSummaries(c.scope, (p) => progress.push(p), { pageSize: 4 });
    expect(progress[0]).toEqual({ done: 0, total: 11 });
    await expectSummariesMatchTransactions(c);
    expect(categories(await getMonthSummary(c.scope, '2026-10'), wallet)?.['Shopping']?.expense).toBe(toCentavos(77));
  });

  it('is safe when two tabs run it at once', async () => {
    await olderData(c.scope);
    const tab = await signInAgain(c);
    try {
      await Promise.all([
        rebuildSummaries(c.scope, undefined, { pageSize: 2 }),
        rebuildSummaries(tab.scope, undefined, { pageSize: 3 }),
      ]);
    } finally {
      await tab.close();
    }
    await expectSummariesMatchTransactions(c);
  });
});
