// Backup and restore against the real emulator and rules: a user with every kind of document and
// link is backed up, restored into a brand-new user and backed up again (the same content); the
// restored ledger holds and its rebuilt summaries equal the original's; a user with data is
// refused with nothing written; a restore that stops half-way leaves no account or profile and
// continues without writing a document twice; no other user's data is read or written.
import { doc, getDoc, updateDoc } from 'firebase/firestore/lite';
import {
  backupCounts,
  backupJson,
  importCheck,
  planRestore,
  manilaDayNumber,
  restoreHasDataMessage,
  restoreOtherUnfinishedMessage,
  toCentavos,
  type Backup,
  type Centavos,
} from '@pitaka/domain';
import {
  at,
  createTestUser,
  ownerDb,
  seedBypassingRules,
  snapshotUserTree,
  type TestClient,
} from '../../testing/emulator';
import { expectNothingWritten, expectRefusal } from '../../testing/expect';
import { brokenRule, readRawState } from '../../testing/ledger-invariant';
import { fromAccount, markDebtPayments, payWeeks } from '../../testing/schedule-commands';
import {
  addTransaction,
  addTransfer,
  completeSetup,
  createAccount,
  createDebt,
  createPaluwagan,
  createRecurring,
  getUserProfile,
  makeBackup,
  markRows,
  restoreBackup,
  skipOccurrences,
  type BackupProgress,
  type DataScope,
  type RestoreProgress,
} from './index';
import { Ledger, paths, readOrRefuse, writeRestoreCommit, type Command } from '@pitaka/ledger';
import { runCommand } from '../../testing/client-transaction';

/** A backup as the restore page sends it: the file's text, and what the page read from it. */
const fileOf = (b: Backup) => ({ text: backupJson(b), backup: b });

jest.setTimeout(240_000);

const NOW = at(2026, 11, 25, 9, 30);
const key = (year: number, month: number, day: number) => manilaDayNumber(at(year, month, day, 12));

/** Rows a statement import wrote into `accountId` (as its commit does: through the Ledger, each marked). */
async function importRows(
  scope: DataScope,
  accountId: string,
  rows: { amount: Centavos; description: string; date: Date }[],
) {
  const write: Command<void, void> = async (tx, ctx) => {
    const account = await readOrRefuse(tx, paths(ctx.space).account(accountId), 'no account');
    const ledger = await Ledger.open(
      tx,
      ctx,
      rows.map((r) => r.date),
    );
    rows.forEach((r, i) => {
      const draft = { type: 'expense' as const, category: 'Other', accountId, ...r };
      ledger.post({ ...draft, account, import: { id: 'import-1', row: i + 2, check: importCheck(draft) } }, r.date);
    });
    ledger.close();
  };
  await runCommand(scope, write, undefined, NOW);
}

/**
 * Every kind of document and link: two accounts (in USD), ordinary rows in three months, a
 * transfer with a fee, a paid paluwagan week, a paid debt payment, a paid and a skipped recurring
 * occurrence, and two imported rows.
 */
async function fillHistory(scope: DataScope, email: string) {
  const setup = {
    email,
    currency: 'USD' as const,
    name: 'Wallet',
    type: 'cash' as const,
    initialBalance: toCentavos(10_000),
  };
  const wallet = (await completeSetup(scope, setup, at(2026, 9, 1, 8))).accountId;
  const bank = (
    await createAccount(scope, { name: 'BPI Savings', type: 'bank', initialBalance: toCentavos(5000) }, at(2026, 9, 2))
  ).id;
  const spend = { type: 'expense' as const, category: 'Food', accountId: wallet };
  await addTransaction(
    scope,
    { ...spend, amount: toCentavos(450.5), description: 'Groceries ñ "quoted"', date: at(2026, 9, 3, 18) },
    NOW,
  );
  await addTransaction(
    scope,
    {
      type: 'income',
      amount: toCentavos(25_000),
      description: 'Salary',
      category: 'Salary',
      accountId: bank,
      date: at(2026, 10, 15, 9),
    },
    NOW,
  );
  await addTransfer(
    scope,
    {
      fromAccountId: wallet,
      toAccountId: bank,
      amount: toCentavos(2000),
      fee: toCentavos(15),
      note: 'To savings',
      date: at(2026, 11, 2, 10),
    },
    NOW,
  );
  const paluwagan = {
    name: 'Office',
    organizer: 'Aling Nena',
    description: 'Every Sunday',
    startDate: at(2026, 11, 1),
    totalNumbers: 5,
  };
  const paluwaganId = (
    await createPaluwagan(scope, { ...paluwagan, amountPerNumber: toCentavos(500), selectedNumbers: [2] }, NOW)
  ).id;
  await payWeeks(scope, { paluwaganId, weekNumbers: [1], source: fromAccount(wallet) }, NOW);
  const debt = { type: 'owe' as const, name: 'Laptop', counterpartyName: 'Kuya Ben', totalAmount: toCentavos(3000) };
  const debtId = (
    await createDebt(
      scope,
      { ...debt, paymentType: 'multiple', startDate: at(2026, 10, 31), count: 3, frequency: 'monthly' },
      NOW,
    )
  ).id;
  await markDebtPayments(scope, { debtId, indexes: [0], source: fromAccount(bank) }, NOW);
  const bill = {
    name: 'Meralco',
    type: 'expense' as const,
    category: 'Utilities',
    accountId: wallet,
    amount: toCentavos(2500),
    varies: false,
  };
  const billId = (
    await createRecurring(scope, { ...bill, rule: { kind: 'monthly', day: 31 }, startDate: at(2026, 10, 31) }, NOW)
  ).id;
  await markRows(
    scope,
    { schedule: { kind: 'recurring', id: billId }, keys: [key(2026, 10, 31)], source: fromAccount(wallet) },
    NOW,
  );
  await skipOccurrences(scope, { recurringId: billId, keys: [key(2026, 11, 30)] }, NOW);
  await importRows(scope, wallet, [
    { amount: toCentavos(120.5), description: 'JOLLIBEE MAKATI', date: at(2026, 11, 20, 12, 30) },
    { amount: toCentavos(89), description: 'GRAB =1+1', date: at(2026, 11, 21, 8) },
  ]);
}

/** The summaries as stored, without what only says how they were made (live, or by a rebuild). */
async function summariesOf(client: Pick<TestClient, 'db' | 'uid'>) {
  const { summaries = {} } = await readRawState(client.db, client.uid);
  return Object.fromEntries(
    Object.entries(summaries).map(([id, s]) => {
      const { writes: _writes, rebuild: _rebuild, ...content } = s;
      return [id, content];
    }),
  );
}

const contentOf = (backup: Backup) => {
  const { id: _id, madeAt: _madeAt, ...content } = backup;
  return content;
};

async function expectLedgerHolds(client: Pick<TestClient, 'db' | 'uid'>) {
  const state = await readRawState(client.db, client.uid);
  expect(state.summaries?.['ledger']?.['complete']).toBe(true);
  expect(brokenRule(state)).toBeNull();
}

let original: TestClient;
let backup: Backup;
const others: TestClient[] = [];
const newUser = async (label: string) => {
  const client = await createTestUser(label);
  others.push(client);
  return client;
};

beforeAll(async () => {
  original = await createTestUser('backup-original');
  await fillHistory(original.scope, original.email);
  await expectLedgerHolds(original);
  backup = await makeBackup(original.scope, undefined, { now: NOW });
});

afterAll(async () => {
  await Promise.all([original, ...others].map((c) => c?.close()));
});

describe('a backup', () => {
  it('holds every document of the user with its id and links, in pages, with progress', async () => {
    const progress: BackupProgress[] = [];
    const paged = await makeBackup(original.scope, (p) => progress.push(p), { pageSize: 4, now: NOW });
    expect(contentOf(paged)).toEqual(contentOf(backup));
    expect(backupCounts(backup)).toEqual({ accounts: 2, transactions: 12, paluwagans: 1, debts: 1, recurring: 1 });
    expect(backup.profile).toEqual({ currency: 'USD', createdAt: at(2026, 9, 1, 8) });
    expect(backup.transactions.filter((t) => t.import).map((t) => t.import?.row)).toEqual(
      expect.arrayContaining([2, 3]),
    );
    expect(
      backup.transactions
        .filter((t) => t.transfer)
        .map((t) => t.transfer?.role)
        .sort(),
    ).toEqual(['fee', 'in', 'out']);
    expect(
      backup.transactions
        .filter((t) => t.source)
        .map((t) => t.source?.kind)
        .sort(),
    ).toEqual(['debt-payment', 'paluwagan-week', 'recurring']);
    expect(backup.recurring[0].occurrences['2026-11-30']).toEqual({ status: 'skipped' });
    // 17 documents in pages of 4: a report per page of each collection, ending at the total.
    expect(progress.length).toBeGreaterThan(6);
    expect(progress[progress.length - 1]).toEqual({ done: 17, total: 17 });
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
  });

  it('stops at a document the app cannot read, naming it, instead of leaving it out', async () => {
    const odd = await newUser('backup-unreadable');
    await seedBypassingRules(`users/${odd.uid}/transactions/bad`, { type: 'expense', amount: 'lots', date: NOW });
    await expectRefusal(
      makeBackup(odd.scope),
      `Your backup could not be made: the document users/${odd.uid}/transactions/bad cannot be read.`,
    );
  });
});

describe('a restore into a brand-new user', () => {
  it('writes the same documents, makes the user set up, rebuilds the summaries; a backup of it is the same', async () => {
    const restored = await newUser('backup-restored');
    const untouched = await snapshotUserTree(original.scope);
    const progress: RestoreProgress[] = [];
    await restoreBackup(restored.scope, fileOf(backup), (p) => progress.push(p), { now: NOW });

    expect(await getUserProfile(restored.scope)).toEqual({
      email: restored.email,
      currency: 'USD',
      setupComplete: true,
      createdAt: at(2026, 9, 1, 8),
    });
    await expectLedgerHolds(restored);
    expect(await summariesOf(restored)).toEqual(await summariesOf(original));
    const again = await makeBackup(restored.scope);
    expect(contentOf(again)).toEqual(contentOf(backup));
    // Read while the server works: from nothing, the documents and then the summaries, to the end.
    expect(progress[0]).toEqual({ phase: 'documents', done: 0, total: 17 });
    expect(progress[progress.length - 1]).toEqual({ phase: 'summaries', done: 12, total: 12 });
    const phases = progress.map((p) => p.phase);
    expect(phases).toEqual([...phases].sort());
    for (const p of progress) expect(p.done).toBeLessThanOrEqual(p.total);
    // The original user's data was neither changed nor read into the restored user's.
    expect(await snapshotUserTree(original.scope)).toEqual(untouched);
    const empty = await newUser('backup-empty');
    expect(backupCounts(await makeBackup(empty.scope))).toEqual({
      accounts: 0,
      transactions: 0,
      paluwagans: 0,
      debts: 0,
      recurring: 0,
    });
  });

  it('is refused for a user who already has data, saying what, and writes nothing', async () => {
    const busy = await newUser('backup-busy');
    await completeSetup(
      busy.scope,
      { email: busy.email, currency: 'PHP', name: 'Cash', type: 'cash', initialBalance: toCentavos(100) },
      NOW,
    );
    await expectNothingWritten(busy.scope, () =>
      expectRefusal(
        restoreBackup(busy.scope, fileOf(backup)),
        restoreHasDataMessage({ accounts: 1, transactions: 1, paluwagans: 0, debts: 0, recurring: 0 }),
      ),
    );
    expect(restoreHasDataMessage({ accounts: 1, transactions: 1, paluwagans: 0, debts: 0, recurring: 0 })).toContain(
      '(1 account and 1 transaction)',
    );
  });
});

describe('a restore that stops half-way', () => {
  // Commits of 5 documents and the marker: 15 documents before the accounts take 3 commits.
  const limits = { maxWrites: 6 };

  it('continues from where it stopped, writing no document twice; another file waits for it', async () => {
    const user = await newUser('backup-stopped');
    // Read as the user; written (an edit in between) as only the server could.
    const docId = (path: string) => doc(user.db, `users/${user.uid}/${path}`);
    const asServer = (path: string) => doc(ownerDb(), `users/${user.uid}/${path}`);
    // What a restore cut off after two commits leaves (the job's own commits, run here directly;
    // the ledger's jobs.spec.ts stops the job itself part-way).
    const plan = planRestore(backup, limits);
    for (const index of [0, 1]) {
      await runCommand(user.scope, writeRestoreCommit, { backup, email: user.email, plan, index }, NOW);
    }
    const stopped = await readRawState(user.db, user.uid);
    expect(stopped.accounts).toEqual({});
    expect((await getDoc(doc(user.db, 'users', user.uid))).exists()).toBe(false);
    expect(stopped.transactions).toHaveLength(7); // 1 paluwagan, 1 debt, 1 recurring item, then 2 commits of 5
    expect((await getDoc(docId(`restores/${backup.id}`))).data()).toMatchObject({ commits: 4, done: 2 });

    // Another file cannot start while this one is unfinished.
    await expectNothingWritten(user.scope, () =>
      expectRefusal(
        restoreBackup(user.scope, fileOf({ ...backup, id: 'another-file' })),
        restoreOtherUnfinishedMessage(backup.madeAt),
      ),
    );

    // An edit of a document of the first commit shows whether the continued restore rewrites it.
    const first = backup.transactions[0];
    await updateDoc(asServer(`transactions/${first.id}`), { description: 'Edited in between' });
    const progress: RestoreProgress[] = [];
    await restoreBackup(user.scope, fileOf(backup), (p) => progress.push(p), { limits, now: NOW });
    expect(progress[0]).toEqual({ phase: 'documents', done: 10, total: 17 });
    expect((await getDoc(docId(`transactions/${first.id}`))).get('description')).toBe('Edited in between');

    await updateDoc(asServer(`transactions/${first.id}`), { description: first.description });
    expect(contentOf(await makeBackup(user.scope))).toEqual(contentOf(backup));
    expect((await getDoc(docId(`restores/${backup.id}`))).data()).toMatchObject({ commits: 4, done: 4 });
    expect(await getUserProfile(user.scope)).toMatchObject({ setupComplete: true, currency: 'USD' });
  });
});
