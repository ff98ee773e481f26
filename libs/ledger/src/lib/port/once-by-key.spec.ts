import { toCentavos } from '@pitaka/domain';
import { MemoryStore } from '../memory/memory-store';
import { addTransaction, type TransactionFields } from '../commands/transactions';
import { completeSetup } from '../commands/accounts';
import { isCommandError } from './command-error';
import { onceByKey } from './once-by-key';
import { paths, personalSpace } from './paths';
import { runIn } from './run';
import type { Command } from './port';
import { fromWire, toWire } from './wire';

const NOW = new Date('2026-11-28T02:00:00Z');
const KEY = 'k-0123456789abcdef';

function books() {
  const store = new MemoryStore();
  const space = personalSpace('someone');
  let ids = 0;
  const run = <I, O>(command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), command, input, {
      space,
      now: NOW,
      newId: () => `id${String(++ids).padStart(4, '0')}`,
    });
  const at = paths(space);
  return { store, run, at };
}

async function withAccount() {
  const b = books();
  const { accountId } = await b.run(completeSetup, {
    email: 'juan@example.com',
    currency: 'PHP',
    name: 'GCash',
    type: 'ewallet',
    initialBalance: toCentavos(1000),
  });
  const expense = (description: string): TransactionFields => ({
    type: 'expense',
    amount: toCentavos(150),
    description,
    category: 'Food',
    accountId,
    date: NOW,
  });
  return { ...b, accountId, expense };
}

describe('a command run with a key', () => {
  const add = onceByKey('addTransaction', addTransaction);

  it('applies once however often it is sent, and answers every retry with the first result', async () => {
    const { store, run, at, accountId, expense } = await withAccount();
    const first = await run(add, { key: KEY, input: expense('Lunch') });
    const again = await run(add, { key: KEY, input: expense('Lunch') });
    expect(again).toEqual(first);
    expect(store.ids(at.transactions.path)).toHaveLength(2); // the opening income and the lunch
    expect(store.read(at.account(accountId).path)?.['balance']).toBe(850);
    expect(store.read(at.commandReceipt(KEY).path)).toMatchObject({ command: 'addTransaction' });
  });

  it('applies again under another key', async () => {
    const { store, run, at, expense } = await withAccount();
    await run(add, { key: KEY, input: expense('Lunch') });
    await run(add, { key: `${KEY}-2`, input: expense('Lunch') });
    expect(store.ids(at.transactions.path)).toHaveLength(3);
  });

  it('writes no receipt when the command is refused, so a corrected retry under the key applies', async () => {
    const { store, run, at, expense } = await withAccount();
    await expect(run(add, { key: KEY, input: { ...expense('Lunch'), amount: toCentavos(5000) } })).rejects.toThrow(
      'Insufficient funds',
    );
    expect(store.read(at.commandReceipt(KEY).path)).toBeUndefined();
    await run(add, { key: KEY, input: expense('Lunch') });
    expect(store.ids(at.transactions.path)).toHaveLength(2);
  });

  it.each(['short', 'k'.repeat(65), 'has/slash-0123456789', 42])('refuses the key %p', async (key) => {
    const { run, expense } = await withAccount();
    const refused = await run(add, { key: key as string, input: expense('Lunch') }).catch((e: unknown) => e);
    expect(isCommandError(refused)).toBe(true);
  });

  it('refuses a key already used for another command', async () => {
    const { run, expense } = await withAccount();
    await run(add, { key: KEY, input: expense('Lunch') });
    const other = onceByKey('anotherCommand', addTransaction);
    await expect(run(other, { key: KEY, input: expense('Lunch') })).rejects.toThrow('was used for addTransaction');
  });
});

describe('the wire format of an input', () => {
  it('carries dates through JSON, nested and in lists, and leaves out what is undefined', () => {
    const input = { date: NOW, rows: [{ at: NOW, note: undefined, n: 1 }], name: 'x', none: null };
    const travelled = fromWire(JSON.parse(JSON.stringify(toWire(input))));
    expect(travelled).toEqual({ date: NOW, rows: [{ at: NOW, n: 1 }], name: 'x', none: null });
  });

  it('reads a tagged date that is not one as an invalid Date, for the domain to refuse', () => {
    const date = (fromWire({ date: { $date: 12 } }) as { date: Date }).date;
    expect(date).toBeInstanceOf(Date);
    expect(Number.isNaN(date.getTime())).toBe(true);
  });
});
