// The long jobs in memory, cut off part-way as a function that dies between two commits would be:
// what they leave is whole, and running them again finishes them without doing anything twice.
import { backupJson, toCentavos, type Backup, type ImportRow, type SavedColumnMapping } from '@pitaka/domain';
import { MemoryStore } from '../memory/memory-store';
import { jobPort, type StoredJobPort } from '../port/job';
import { paths, personalSpace } from '../port/paths';
import { decode } from '../port/typed-tx';
import { runIn } from '../port/run';
import type { Command } from '../port/port';
import { addTransaction } from '../commands/transactions';
import { completeSetup } from '../commands/accounts';
import { importStatement, undoStatementImport } from './statement-imports';
import { restoreBackup } from './restore';
import { rebuildSummaries } from './rebuild-summaries';
import { at as manila } from '../../testing/at';

const NOW = manila(2026, 11, 28, 9);
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
    transaction: (body) => {
      n += 1;
      return n >= failAt ? Promise.reject(new Error('the function was stopped')) : store.transaction(body);
    },
  };
}

function books(uid: string) {
  const store = new MemoryStore();
  const space = personalSpace(uid);
  const run = <I, O>(command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), command, input, { space, now: NOW });
  const port = (stored: StoredJobPort = store.jobs) => jobPort(stored, { space, now: () => NOW, log: () => undefined });
  const collection = <K extends 'account' | 'transaction'>(col: { kind: K; path: string }) =>
    Object.entries(store.collection(col.path)).map(([id, doc]) => decode(col.kind, col.path, id, doc));
  /** Sets the books up in pesos with a first account; its id. */
  const setUp = async (type: 'cash' | 'ewallet', pesos: number | null) =>
    (
      await run(completeSetup, {
        email: `${uid}@example.com`,
        currency: 'PHP',
        name: type === 'cash' ? 'Cash' : 'GCash',
        type,
        initialBalance: pesos === null ? null : toCentavos(pesos),
      })
    ).accountId;
  /** Books `count` transactions of `pesos` each on the account, a day apart from 1 October. */
  const book = async (accountId: string, count: number, type: 'income' | 'expense', pesos: number) => {
    for (let i = 0; i < count; i += 1) {
      const date = manila(2026, 10, 1 + i, 12);
      await run(addTransaction, {
        type,
        amount: toCentavos(pesos),
        description: `Row ${i}`,
        category: 'Other',
        accountId,
        date,
      });
    }
  };
  return { store, space, at: paths(space), run, port, collection, setUp, book };
}

const rows = (count: number, month = 10): ImportRow[] =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 1,
    draft: {
      date: manila(2026, month, 1 + (i % 28), 12),
      description: `Row ${i + 1}`,
      type: 'income',
      amount: toCentavos(1),
      category: 'Other',
    },
  }));

describe('a statement import cut off part-way', () => {
  it('keeps its whole commits and finishes from there with the same rows, no row twice', async () => {
    const b = books('importer');
    const accountId = await b.setUp('ewallet', null);
    const input = { importId: 'import-1', accountId, fileName: 'gcash.csv', rows: rows(1200), mapping: MAPPING };
    // Transaction 1 reads the record; 2 and 3 are the first two commits; the third commit fails.
    await expect(importStatement(b.port(cutOff(b.store, 4)), input)).resolves.toMatchObject({
      done: 990,
      stopped: { code: 'unexpected', message: 'the function was stopped' },
    });
    expect(b.collection(b.at.transactions)).toHaveLength(990);
    const finished = await importStatement(b.port(), input);
    expect(finished).toEqual({ importId: 'import-1', done: 1200, total: 1200, stopped: null });
    expect(b.collection(b.at.transactions)).toHaveLength(1200);
    expect(b.collection(b.at.accounts)[0].balance).toBe(toCentavos(1200));

    const undone = await undoStatementImport(b.port(), { importId: 'import-1' });
    expect(undone).toMatchObject({ done: 1200, total: 1200, stopped: null });
    expect(b.collection(b.at.transactions)).toHaveLength(0);
  });
});

describe('a restore cut off part-way', () => {
  it('leaves no account or profile, and finishes from its marker without writing a document twice', async () => {
    const source = books('source');
    const accountId = await source.setUp('cash', 500);
    await source.book(accountId, 12, 'expense', 10);
    const backup: Backup = {
      id: 'backup-1',
      madeAt: NOW,
      profile: { currency: 'PHP' },
      accounts: source.collection(source.at.accounts),
      transactions: source.collection(source.at.transactions),
      paluwagans: [],
      debts: [],
      recurring: [],
    };
    const text = backupJson(backup);
    const limits = { maxWrites: 6 };

    const target = books('target');
    // Transaction 1 reads the marker; 2 and 3 are the first two commits.
    await expect(
      restoreBackup(target.port(cutOff(target.store, 4)), { text, email: 't@example.com', limits }),
    ).rejects.toThrow('the function was stopped');
    expect(target.collection(target.at.accounts)).toHaveLength(0);
    expect(target.store.read(target.at.user.path)).toBeUndefined();
    expect(target.collection(target.at.transactions)).toHaveLength(10);
    expect(target.store.read(target.at.restoreMarker('backup-1').path)).toMatchObject({ done: 2 });

    // A document of the first commit, changed in between, shows whether finishing rewrites it.
    const first = target.at.transaction(backup.transactions[0].id).path;
    const edited = { ...target.store.read(first), description: 'Edited in between' };
    await target.store.transaction(async (tx) => tx.set(first, edited));
    await restoreBackup(target.port(), { text, email: 't@example.com', limits });

    expect(target.store.read(first)?.['description']).toBe('Edited in between');
    expect(target.collection(target.at.transactions)).toHaveLength(13);
    expect(target.collection(target.at.accounts)).toEqual(backup.accounts);
    expect(target.store.read(target.at.user.path)).toMatchObject({ email: 't@example.com', setupComplete: true });
    expect(target.store.read(target.at.ledgerSummary().path)).toMatchObject({ complete: true });
  });
});

describe('a rebuild of the summaries cut off part-way', () => {
  it('goes on from its checkpoint', async () => {
    const b = books('rebuilder');
    const accountId = await b.setUp('cash', 100);
    // The summaries as a restore leaves them: to be rebuilt.
    await b.store.transaction(async (tx) => tx.set(b.at.ledgerSummary().path, { complete: false, writes: 1 }));
    await b.book(accountId, 9, 'income', 1);
    await rebuildSummaries(b.port(), { pageSize: 4, stopAfterPages: 1 });
    expect(b.store.read(b.at.ledgerSummary().path)).toMatchObject({ complete: false, rebuild: { processed: 4 } });
    await rebuildSummaries(b.port(), { pageSize: 4 });
    expect(b.store.read(b.at.ledgerSummary().path)).toMatchObject({ complete: true });
    expect(b.store.read(b.at.monthSummary('2026-10').path)).toBeDefined();
  });
});
