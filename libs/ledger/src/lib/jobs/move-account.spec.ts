// Bringing an account into a household, in memory, as the server runs the job (an owner's role
// checked at every commit): its whole history lands in the household, both books stay exact, the
// screens never show half of it, and a move cut off anywhere is finished by running it again.
import {
  brokenLedgerRule,
  shownLedger,
  toCentavos,
  type Centavos,
  type RawLedger,
  type RawTransaction,
  type SavedColumnMapping,
} from '@pitaka/domain';
import { MemoryStore } from '../memory/memory-store';
import { jobPort, type StoredJobPort } from '../port/job';
import { householdSpace, paths, personalSpace, type Space } from '../port/paths';
import type { Actor, Command } from '../port/port';
import { runIn } from '../port/run';
import { completeSetup, createAccount } from '../commands/accounts';
import { addTransaction } from '../commands/transactions';
import { addTransfer } from '../commands/transfers';
import { createDebt } from '../commands/debts';
import { markRows } from '../commands/schedule-rows';
import { acceptInvite, createHousehold, inviteMember } from '../commands/households';
import { importStatement } from './statement-imports';
import { moveAccountIn } from './move-account';
import { at as manila } from '../../testing/at';

const NOW = manila(2026, 11, 28, 9);
const ana: Actor = { uid: 'ana', email: 'ana@example.com', emailVerified: true };
const ben: Actor = { uid: 'ben', email: 'ben@example.com', emailVerified: true };
const MAPPING: SavedColumnMapping = {
  header: ['Date', 'Description', 'Amount'],
  mapping: { date: 'Date', description: 'Description', amount: { kind: 'signed', amount: 'Amount' }, category: null },
  dayOrder: 'month-first',
};

/** A store's job port whose transactions fail from the `failAt`-th one on (1-based), as a server cut off. */
function cutOff(store: MemoryStore, failAt: number): StoredJobPort {
  let n = 0;
  return {
    ...store.jobs,
    transaction: (body) =>
      ++n >= failAt ? Promise.reject(new Error('the function was stopped')) : store.transaction(body),
  };
}

/**
 * Ana's own books (GCash with a history across two months, transfers both ways with Cash, a
 * statement import) and her household, which Ben keeps with her as an editor.
 */
async function world() {
  const store = new MemoryStore();
  let ids = 0;
  const newId = () => `id${String(++ids).padStart(5, '0')}`;
  const run = <I, O>(actor: Actor, space: Space, command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), command, input, { space, actor, now: NOW, newId });
  const mine = personalSpace(ana.uid);
  const { accountId: gcash } = await run(ana, mine, completeSetup, {
    email: 'ana@example.com',
    currency: 'PHP',
    name: 'GCash',
    type: 'ewallet',
    initialBalance: toCentavos(3000),
  });
  const { id: cash } = await run(ana, mine, createAccount, {
    name: 'Cash',
    type: 'cash',
    initialBalance: toCentavos(800),
  });
  const spend = (accountId: string, pesos: number, date: Date, category = 'Food') =>
    run(ana, mine, addTransaction, {
      type: 'expense',
      amount: toCentavos(pesos),
      description: `${category} ${pesos}`,
      category,
      accountId,
      date,
    });
  await spend(gcash, 120.5, manila(2026, 10, 31, 23, 30));
  await spend(gcash, 99.25, manila(2026, 11, 1, 0, 15), 'Transport');
  await spend(cash, 40, manila(2026, 11, 2, 8));
  const transfer = (from: string, to: string, pesos: number, fee: number | null, date: Date) =>
    run(ana, mine, addTransfer, {
      fromAccountId: from,
      toAccountId: to,
      amount: toCentavos(pesos),
      fee: fee === null ? null : toCentavos(fee),
      note: '',
      date,
    });
  await transfer(gcash, cash, 500, 15, manila(2026, 11, 3, 9));
  await transfer(cash, gcash, 200, 10, manila(2026, 10, 20, 9));
  const port = (space: Space, actor: Actor, stored: StoredJobPort = store.jobs) =>
    jobPort(stored, { space, actor, access: 'owner', now: () => NOW, newId, log: () => undefined });
  await importStatement(jobPort(store.jobs, { space: mine, now: () => NOW, newId }), {
    importId: 'import-1',
    accountId: gcash,
    fileName: 'gcash.csv',
    rows: [1, 2, 3].map((row) => ({
      row,
      draft: {
        date: manila(2026, 9, row, 12),
        description: `Load ${row}`,
        type: 'income' as const,
        amount: toCentavos(100),
        category: 'Other',
      },
    })),
    mapping: MAPPING,
  });
  const { householdId } = await run(ana, mine, createHousehold, { name: 'Dela Cruz family' });
  const family = householdSpace(householdId);
  const { inviteId } = await run(ana, family, inviteMember, { email: 'ben@example.com', role: 'editor' });
  await run(ben, personalSpace(ben.uid), acceptInvite, { householdId, inviteId });

  const raw = (space: Space): RawLedger => {
    const at = paths(space);
    const of = (col: { path: string }) => store.collection(col.path);
    return {
      accounts: of(at.accounts),
      paluwagans: of(at.paluwagans),
      debts: of(at.debts),
      recurring: of(at.recurring),
      summaries: of(at.summaries),
      imports: of(at.imports),
      transactions: Object.entries(of(at.transactions)).map(([id, t]) => ({ id, ...t }) as RawTransaction),
    };
  };
  /** What both books show: the audit holds over it, and nothing of the move is half there. */
  const shown = () => ({ mine: shownLedger(raw(mine)), family: shownLedger(raw(family)) });
  const expectWhole = () => {
    expect(brokenLedgerRule(shown().mine)).toBeNull();
    expect(brokenLedgerRule(shown().family)).toBeNull();
  };
  return { store, run, mine, family, gcash, cash, port, raw, shown, expectWhole, spend };
}

const balanceOf = (state: RawLedger, name: string) =>
  Object.values(state.accounts).find((a) => a['name'] === name)?.['balance'];

describe('bringing an account into a household', () => {
  it('moves it with its whole history: balances and summaries exact in both books, transfers made plain', async () => {
    const w = await world();
    w.expectWhole();
    const before = w.raw(w.mine);
    const gcashHistory = before.transactions.filter((t) => t.accountId === w.gcash);
    expect(balanceOf(before, 'GCash')).toBe(3000 + 300 - 120.5 - 99.25 - 500 - 15 + 200);

    await expect(moveAccountIn(w.port(w.family, ana), { accountId: w.gcash })).resolves.toEqual({
      moved: gcashHistory.length,
    });

    w.expectWhole();
    const mine = w.raw(w.mine);
    const family = w.raw(w.family);
    expect(Object.values(mine.accounts).map((a) => a['name'])).toEqual(['Cash']);
    expect(mine.transactions.filter((t) => t.accountId === w.gcash)).toEqual([]);
    expect(balanceOf(family, 'GCash')).toBe(balanceOf(before, 'GCash'));
    expect(family.accounts[w.gcash]['move']).toBeUndefined();
    const moved = family.transactions.filter((t) => t.accountId === w.gcash);
    expect(moved.map((t) => t.id).sort()).toEqual(gcashHistory.map((t) => t.id).sort());
    // Spanning two books, no transfer is left; each side says what it was, in Transfer or Fees.
    expect([...mine.transactions, ...moved].filter((t) => t.transfer)).toEqual([]);
    expect(moved.find((t) => t.description === 'Transfer to Cash')).toMatchObject({
      type: 'expense',
      category: 'Transfer',
    });
    expect(moved.find((t) => t.description === 'Transfer fee (to Cash)')).toMatchObject({ category: 'Fees' });
    expect(mine.transactions.find((t) => t.description === 'Transfer from GCash')).toMatchObject({
      type: 'income',
      category: 'Transfer',
    });
    // In the household the history is the mover's; in her own books nothing is attributed.
    expect(new Set(moved.map((t) => t.createdBy))).toEqual(new Set(['ana']));
    expect(mine.transactions.some((t) => t.createdBy !== undefined)).toBe(false);
    // The statement import moved with it (and can still be undone there), and the activity says so.
    expect(Object.keys(family.imports ?? {})).toEqual(['import-1']);
    expect(Object.keys(mine.imports ?? {})).toEqual([]);
    const activity = Object.values(w.store.collection(paths(w.family).activity.path));
    expect(activity).toEqual([expect.objectContaining({ by: 'ana', command: 'moveAccountIn', subject: 'GCash' })]);
  });

  it('brings an account in its own currency with it: its units, its padala and net worth without it', async () => {
    const w = await world();
    const { id: dubai } = await w.run(ana, w.mine, createAccount, {
      name: 'Emirates NBD',
      type: 'bank',
      initialBalance: 5000_00 as Centavos,
      currency: 'AED',
    });
    await w.run(ana, w.mine, addTransfer, {
      fromAccountId: dubai,
      toAccountId: w.cash,
      amount: 1000_00 as Centavos,
      fee: 15_00 as Centavos,
      received: toCentavos(15_250),
      fromCurrency: 'AED',
      toCurrency: 'PHP',
      note: '',
      date: manila(2026, 11, 4, 9),
    });
    await expect(moveAccountIn(w.port(w.family, ana), { accountId: dubai })).resolves.toEqual({ moved: 3 });
    w.expectWhole();
    const family = w.raw(w.family);
    expect(family.accounts[dubai]).toMatchObject({ balance: 3985, currency: 'AED' });
    expect(family.summaries?.['ledger']?.['currencies']).toEqual({ [dubai]: 'AED' });
    expect(w.raw(w.mine).summaries?.['ledger']?.['currencies']).toBeUndefined();
  });

  it('cut off at any commit, shows it whole in one of the books, and finishes when run again', async () => {
    const reference = await world();
    await moveAccountIn(reference.port(reference.family, ana), { accountId: reference.gcash });
    const finished = { mine: reference.raw(reference.mine), family: reference.raw(reference.family) };
    let commits = 0;
    for (let failAt = 1; ; failAt++) {
      const w = await world();
      const cut = moveAccountIn(w.port(w.family, ana, cutOff(w.store, failAt)), { accountId: w.gcash });
      const ran = await cut.then(
        () => true,
        () => false,
      );
      if (ran) break;
      commits = failAt;
      w.expectWhole();
      const gcashShown = [w.shown().mine, w.shown().family].filter((s) => w.gcash in s.accounts);
      expect(gcashShown).toHaveLength(1);
      await moveAccountIn(w.port(w.family, ana), { accountId: w.gcash });
      w.expectWhole();
      const after = { mine: w.raw(w.mine), family: w.raw(w.family) };
      expect(after.mine).toEqual(finished.mine);
      expect(after.family).toEqual(finished.family);
    }
    expect(commits).toBeGreaterThanOrEqual(5);
  });

  it('stays exact while others keep both books: a commit of another member or of the person between each of its own', async () => {
    const w = await world();
    const { id: familyCash } = await w.run(ana, w.family, createAccount, {
      name: 'Family cash',
      type: 'cash',
      initialBalance: toCentavos(1000),
    });
    let turn = 0;
    const busy: StoredJobPort = {
      ...w.store.jobs,
      transaction: async (body) => {
        turn += 1;
        await w.run(ben, w.family, addTransaction, {
          type: 'expense',
          amount: toCentavos(1.25),
          description: `Snack ${turn}`,
          category: 'Food',
          accountId: familyCash,
          date: NOW,
        });
        await w.spend(w.cash, 0.5, NOW);
        w.expectWhole();
        return w.store.transaction(body);
      },
    };
    await moveAccountIn(w.port(w.family, ana, busy), { accountId: w.gcash });
    w.expectWhole();
    expect(turn).toBeGreaterThanOrEqual(5);
    expect(balanceOf(w.raw(w.family), 'Family cash')).toBe(1000 - 1.25 * turn);
    expect(balanceOf(w.raw(w.family), 'GCash')).toBe(3000 + 300 - 120.5 - 99.25 - 500 - 15 + 200);
  });

  it('run twice at once (two tabs), moves it once: the same books as one run, nothing twice', async () => {
    const reference = await world();
    await moveAccountIn(reference.port(reference.family, ana), { accountId: reference.gcash });
    const w = await world();
    await Promise.all([
      moveAccountIn(w.port(w.family, ana), { accountId: w.gcash }),
      moveAccountIn(w.port(w.family, ana), { accountId: w.gcash }),
    ]);
    w.expectWhole();
    expect(w.raw(w.mine)).toEqual(reference.raw(reference.mine));
    expect(w.raw(w.family)).toEqual(reference.raw(reference.family));
  });

  it('locks the account while it moves: no command changes it, in the person’s books or the household', async () => {
    const w = await world();
    // Cut off after the first commit: the account is leaving.
    await expect(moveAccountIn(w.port(w.family, ana, cutOff(w.store, 2)), { accountId: w.gcash })).rejects.toThrow();
    await expect(w.spend(w.gcash, 10, NOW)).rejects.toThrow(
      'GCash is being moved into a household: try again when the move is done',
    );
    await expect(
      w.run(ben, w.family, addTransaction, {
        type: 'income',
        amount: toCentavos(5),
        description: 'Change',
        category: 'Other',
        accountId: w.gcash,
        date: NOW,
      }),
    ).rejects.toThrow('GCash is being moved into a household');
    expect(w.shown().family.accounts).toEqual({});
    expect(w.shown().mine.accounts[w.gcash]).toMatchObject({ name: 'GCash', move: { state: 'leaving' } });
  });

  it('is an owner’s: an editor of the household is refused, writing nothing', async () => {
    const w = await world();
    const before = w.store.snapshot();
    await expect(moveAccountIn(w.port(w.family, ben), { accountId: w.gcash })).rejects.toThrow(
      'Only an owner of Dela Cruz family can manage its members',
    );
    expect(w.store.snapshot()).toEqual(before);
  });

  it('refuses an account a paid debt payment points at, naming it, writing nothing', async () => {
    const w = await world();
    const { id: debt } = await w.run(ana, w.mine, createDebt, {
      type: 'owe',
      name: 'Laptop loan',
      counterpartyName: 'Tita Lorna',
      totalAmount: toCentavos(900),
      paymentType: 'multiple',
      startDate: manila(2026, 11, 1),
      count: 3,
      frequency: 'weekly',
    });
    await w.run(ana, w.mine, markRows, {
      schedule: { kind: 'debt-payment', id: debt },
      keys: [0],
      source: { kind: 'account', accountId: w.gcash },
    });
    const before = w.store.snapshot();
    await expect(moveAccountIn(w.port(w.family, ana), { accountId: w.gcash })).rejects.toThrow(
      'Cannot move GCash: payment 1 of Laptop loan is still marked as paid from it in your own books. Unmark them first, or keep the account here.',
    );
    expect(w.store.snapshot()).toEqual(before);
  });
});
