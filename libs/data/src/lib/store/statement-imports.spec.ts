// Statement imports against the real emulator and rules: commits of at most 500 writes, each
// atomic with its balance and summaries; a failing commit keeps whole commits only and the rest
// can follow, no row twice; undo puts back the exact state before, or refuses naming the rows.
import { doc, getDoc } from 'firebase/firestore/lite';
import {
  ACCOUNT_MESSAGES,
  IMPORT_MESSAGES,
  addMoney,
  centavos,
  importNet,
  toCentavos,
  type Centavos,
  type ImportProgress,
  type ImportRow,
  type SavedColumnMapping,
} from '@pitaka/domain';
import * as ledger from '@pitaka/ledger';
import { randomId } from '@pitaka/ledger';
import { runCommand } from '../../testing/client-transaction';
import { at, snapshotUserTree } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import { brokenRule, readRawState } from '../../testing/ledger-invariant';
import { testUser } from '../../testing/test-user';
import {
  addTransaction,
  editTransaction,
  getImportMapping,
  getStatementImport,
  importStatement,
  listImportDuplicateKeys,
  listImportTransactions,
  listStatementImports,
  revertTransaction,
  undoStatementImport,
} from './index';

jest.setTimeout(180_000);

const NOW = at(2026, 11, 27, 9, 30);
const c = testUser('import');
beforeAll(() => c.setUp('Setup', NOW));

const MAPPING: SavedColumnMapping = {
  header: ['Date', 'Description', 'Debit', 'Credit'],
  mapping: {
    date: 'Date',
    description: 'Description',
    amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
    category: null,
  },
  dayOrder: 'month-first',
};

/**
 * Row n of a statement: ₱(n mod 97 + 1).25 unless `pesos` says, at a Manila noon of September
 * (n mod 3 = 0), October (1) or November (2) 2026, or of `month`.
 */
function statementRow(n: number, type: 'income' | 'expense', pesos?: number, month = 9 + (n % 3)): ImportRow {
  return {
    row: n,
    draft: {
      type,
      amount: pesos === undefined ? centavos(((n % 97) + 1) * 100 + 25) : toCentavos(pesos),
      description: `${type === 'income' ? 'Cash in' : 'Payment'} ${n}`,
      category: type === 'income' ? 'Salary' : 'Food',
      date: at(2026, month, 1 + (n % 28), 12),
    },
  };
}

const expectLedgerHolds = async () => expect(brokenRule(await readRawState(c.db, c.uid))).toBeNull();
const run = (accountId: string, rows: readonly ImportRow[], more: { importId?: string } = {}) => {
  const progress: ImportProgress[] = [];
  const outcome = importStatement(c.scope, {
    accountId,
    fileName: 'gcash.csv',
    rows,
    mapping: MAPPING,
    onProgress: (p) => progress.push(p),
    ...more,
  });
  return { outcome, progress };
};

/** The user's tree without what an import leaves behind on purpose: its record, the mapping, the count of commands. */
async function treeWithoutImportTraces() {
  const tree = await snapshotUserTree(c.scope);
  for (const path of Object.keys(tree)) {
    if (path.includes('/imports/') || path.includes('/importMappings/')) delete tree[path];
  }
  const ledgerPath = `users/${c.uid}/summaries/ledger`;
  tree[ledgerPath] = { ...(tree[ledgerPath] as object), writes: 'not compared' };
  return tree;
}

describe('importing a statement', () => {
  it('writes exactly the 2,000 rows, in commits of at most 500 documents, with the balance and the summaries', async () => {
    const gcash = await c.account('GCash 2000', toCentavos(100_000));
    const rows = Array.from({ length: 2000 }, (_, i) => statementRow(i + 1, i % 4 === 0 ? 'income' : 'expense'));
    const before = (await c.balance(gcash)) as Centavos;

    const { outcome, progress } = run(gcash, rows);
    const { importId, done, total, stopped } = await outcome;

    expect({ done, total, stopped }).toEqual({ done: 2000, total: 2000, stopped: null });
    // Read while the server works: rising to the whole.
    expect(progress[progress.length - 1]).toEqual({ importId, done: 2000, total: 2000 });
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    const written = await listImportTransactions(c.scope, importId);
    expect(written).toHaveLength(2000);
    expect(new Set(written.map((t) => t.id))).toEqual(new Set(rows.map((r) => `${importId}-${r.row}`)));
    const byRow = new Map(written.map((t) => [t.import?.row, t]));
    for (const { row, draft } of rows) {
      expect(byRow.get(row)).toMatchObject({ ...draft, accountId: gcash, accountName: 'GCash 2000' });
    }
    expect(await c.balance(gcash)).toBe(addMoney(before, importNet(rows)));
    await expectLedgerHolds();
    expect(await getStatementImport(c.scope, importId)).toMatchObject({
      accountId: gcash,
      fileName: 'gcash.csv',
      rows: 2000,
      // Three months a commit: 493 rows, 3 month summaries, the balance, the ledger, the record and the mapping.
      batches: 5,
      committedBatches: 5,
      imported: 2000,
      undone: 0,
    });
    expect(await getImportMapping(c.scope, gcash)).toEqual(MAPPING);
    expect((await listStatementImports(c.scope)).map((i) => i.id)).toContain(importId);
  });

  it('stops at a failing commit keeping whole commits only, and finishes later with no row twice', async () => {
    // Money in goes first (commits 1 and 2: 990 × ₱1); the third commit, 495 × ₱3 out, does not fit the ₱990.
    const maya = await c.account('Maya stops', toCentavos(0));
    const inRows = Array.from({ length: 990 }, (_, i) => statementRow(i + 1, 'income', 1, 11));
    const outRows = Array.from({ length: 1000 }, (_, i) => statementRow(991 + i, 'expense', i < 495 ? 3 : 1, 11));
    const rows = [...outRows, ...inRows];

    const stopped = await run(maya, rows).outcome;

    expect(stopped.stopped?.message).toBe('Insufficient funds in Maya stops. Available balance: ₱990.00');
    expect(stopped.done).toBe(990);
    const kept = await listImportTransactions(c.scope, stopped.importId);
    expect(new Set(kept.map((t) => t.import?.row))).toEqual(new Set(inRows.map((r) => r.row)));
    expect(await getStatementImport(c.scope, stopped.importId)).toMatchObject({ committedBatches: 2, imported: 990 });
    expect(await c.balance(maya)).toBe(toCentavos(990));
    await expectLedgerHolds();

    // The money comes; the same rows, with the import's id, finish it.
    await addTransaction(
      c.scope,
      { type: 'income', amount: toCentavos(1000), description: 'Top up', category: 'Gift', accountId: maya, date: NOW },
      NOW,
    );
    const finished = await run(maya, rows, { importId: stopped.importId }).outcome;

    expect({ done: finished.done, stopped: finished.stopped }).toEqual({ done: 1990, stopped: null });
    const all = await listImportTransactions(c.scope, stopped.importId);
    expect(all).toHaveLength(1990);
    expect(new Set(all.map((t) => t.import?.row)).size).toBe(1990);
    // 0 + 990 in + 1,000 top-up − 495 × 3 − 505 × 1 out.
    expect(await c.balance(maya)).toBe(toCentavos(0));
    await expectLedgerHolds();
  });

  it('does not make a commit twice when it is sent again (its answer lost)', async () => {
    const bpi = await c.account('BPI again', toCentavos(0));
    const rows = [statementRow(1, 'income', 50), statementRow(2, 'income', 25)];
    const { importId } = await run(bpi, rows).outcome;
    await c.unchangedAfter(async () => {
      const plan = { accountId: bpi, fileName: 'gcash.csv', rows: 2, batches: 1, mapping: MAPPING };
      await runCommand(c.scope, ledger.importStatementBatch, { importId, plan, index: 0, rows }, NOW);
    });
    expect(await c.balance(bpi)).toBe(toCentavos(75));
  });

  it.each([
    ['a commit out of order', { index: 1 }, IMPORT_MESSAGES.importStale],
    ['a row numbered 0', { rows: [{ ...statementRow(1, 'income', 1), row: 0 }] }, IMPORT_MESSAGES.importStale],
    [
      'a draft that is not a transaction',
      { rows: [{ row: 1, draft: { ...statementRow(1, 'income', 1).draft, description: ' ' } }] },
      'Description is required',
    ],
  ])('refuses %s and writes nothing', async (_, change, message) => {
    const bdo = await c.account(`BDO ${message.length}`, toCentavos(10));
    const plan = { accountId: bdo, fileName: 'x.csv', rows: 3, batches: 3, mapping: MAPPING };
    await c.unchangedAfter(() =>
      expectRefusal(
        runCommand(
          c.scope,
          ledger.importStatementBatch,
          { importId: randomId(), plan, index: 0, rows: [statementRow(1, 'income', 1)], ...change },
          NOW,
        ),
        message,
      ),
    );
  });

  it('refuses rows that would take the account below zero, leaving no trace of the import', async () => {
    const cash = await c.account('Cash short', toCentavos(10));
    await c.unchangedAfter(() =>
      expectRefusal(
        run(cash, [statementRow(1, 'expense', 11)]).outcome,
        'Insufficient funds in Cash short. Available balance: ₱10.00',
      ),
    );
  });

  it('refuses an account that does not exist, recording nothing', async () => {
    await c.unchangedAfter(() =>
      expectRefusal(
        run('no-such-account', [statementRow(1, 'income')]).outcome,
        ACCOUNT_MESSAGES.accountNotFound,
        'not-found',
      ),
    );
  });

  describe('another user', () => {
    const stranger = testUser('stranger');

    it("cannot import into the user's account", async () => {
      const mine = await c.account('Mine', toCentavos(0));
      await expectRefusal(
        importStatement(stranger.scope, {
          accountId: mine,
          fileName: 'x.csv',
          rows: [statementRow(1, 'income')],
          mapping: MAPPING,
        }),
        ACCOUNT_MESSAGES.accountNotFound,
        'not-found',
      );
      expect(await c.balance(mine)).toBe(toCentavos(0));
      expect(await listStatementImports(stranger.scope)).toEqual([]);
    });
  });
});

describe('the duplicate keys of an account', () => {
  it('are those of its transactions in the range, and no other account', async () => {
    const [a, b] = [await c.account('Keys A', toCentavos(100)), await c.account('Keys B', toCentavos(100))];
    const add = (accountId: string, date: Date, description: string) =>
      addTransaction(
        c.scope,
        { type: 'expense', amount: toCentavos(12.5), description, category: 'Food', accountId, date },
        NOW,
      );
    await add(a, at(2026, 10, 5, 9), 'Jollibee');
    await add(a, at(2026, 10, 20, 9), 'Outside the range');
    await add(b, at(2026, 10, 5, 9), 'Other account');
    const keys = await listImportDuplicateKeys(c.scope, {
      accountId: a,
      from: at(2026, 10, 1),
      to: at(2026, 10, 10, 23, 59),
    });
    expect(keys).toEqual([`${Math.floor((at(2026, 10, 5).getTime() + 8 * 3600_000) / 86_400_000)}|-1250|jollibee`]);
  });
});

describe('undoing an import', () => {
  it('puts back exactly the state before the import, commit by commit', async () => {
    const gcash = await c.account('GCash undo', toCentavos(300));
    const rows = Array.from({ length: 1200 }, (_, i) =>
      statementRow(i + 1, i % 3 === 0 ? 'income' : 'expense', i % 3 === 0 ? 3 : 1),
    );
    const before = await treeWithoutImportTraces();
    const { importId } = await run(gcash, rows).outcome;
    expect(await c.balance(gcash)).toBe(toCentavos(300 + 400 * 3 - 800));

    const progress: ImportProgress[] = [];
    const undone = await undoStatementImport(c.scope, { importId, onProgress: (p) => progress.push(p) });

    expect(undone).toMatchObject({ done: 1200, total: 1200, stopped: null });
    // Read while the server works: rising to the whole.
    expect(progress[progress.length - 1]).toEqual({ importId, done: 1200, total: 1200 });
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    expect(await treeWithoutImportTraces()).toEqual(before);
    expect(await getStatementImport(c.scope, importId)).toMatchObject({ imported: 1200, undone: 1200 });
    await expectLedgerHolds();
  });

  it('refuses, naming the rows, when rows were edited since, and changes nothing', async () => {
    const bpi = await c.account('BPI edited', toCentavos(100));
    const rows = [1, 2, 3].map((n) => statementRow(n, 'expense', 5));
    const { importId } = await run(bpi, rows).outcome;
    const second = `${importId}-2`;
    await editTransaction(
      c.scope,
      { transactionId: second, ...rows[1].draft, description: 'Jollibee (corrected)', accountId: bpi },
      NOW,
    );
    await c.unchangedAfter(() =>
      expectRefusal(
        undoStatementImport(c.scope, { importId }),
        "Row 2 of this import was changed after the import, so it can't be undone as a whole. Revert that transaction on Transactions first, or keep the import.",
      ),
    );
    // Reverting the edited row lets the undo take the rest.
    await revertTransaction(c.scope, { transactionId: second }, NOW);
    await undoStatementImport(c.scope, { importId });
    expect(await c.balance(bpi)).toBe(toCentavos(100));
    expect(await listImportTransactions(c.scope, importId)).toEqual([]);
    await expectLedgerHolds();
  });

  it('refuses an undo that would take the balance below zero', async () => {
    const cash = await c.account('Cash spent', toCentavos(0));
    const { importId } = await run(cash, [statementRow(1, 'income', 50)]).outcome;
    await addTransaction(
      c.scope,
      { type: 'expense', amount: toCentavos(40), description: 'Spent', category: 'Food', accountId: cash, date: NOW },
      NOW,
    );
    await c.unchangedAfter(() =>
      expectRefusal(
        undoStatementImport(c.scope, { importId }),
        'Undoing this import would take Cash spent below zero (its balance is ₱10.00). Add the money it needs first.',
      ),
    );
  });

  it('keeps the import record and its rows apart from other imports', async () => {
    const gcash = await c.account('GCash two imports', toCentavos(0));
    const first = await run(gcash, [statementRow(1, 'income', 10)]).outcome;
    const second = await run(gcash, [statementRow(1, 'income', 20)]).outcome;
    await undoStatementImport(c.scope, { importId: first.importId });
    expect(await c.balance(gcash)).toBe(toCentavos(20));
    expect((await getDoc(doc(c.db, 'users', c.uid, 'transactions', `${second.importId}-1`))).exists()).toBe(true);
    await expectLedgerHolds();
  });
});
