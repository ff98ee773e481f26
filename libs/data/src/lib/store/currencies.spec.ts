// Accounts in their own currency against the real emulators and rules (#39): yen (no decimals)
// and Kuwaiti dinars (three) survive add, edit, a padala between them, the CSV rows, a backup and
// its restore into a brand-new user exactly, in their own minor units.
import { backupJson, padalaReport, transactionCsvRow, type Backup, type Centavos } from '@pitaka/domain';
import { at, createTestUser, type TestClient } from '../../testing/emulator';
import { brokenRule, readRawState } from '../../testing/ledger-invariant';
import {
  addTransaction,
  addTransfer,
  completeSetup,
  createAccount,
  editTransaction,
  listPadalaParts,
  listRates,
  makeBackup,
  restoreBackup,
  setRate,
} from './index';

jest.setTimeout(120_000);

const NOW = at(2026, 11, 25, 9, 30);
/** Whole minor units of an account's own currency (yen, fils). */
const minor = (units: number) => units as Centavos;
const contentOf = ({ id: _id, madeAt: _madeAt, ...content }: Backup) => content;

const clients: TestClient[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));

/** 10,000 yen from Tokyo with a 500-yen fee; 20 fils (0.020 dinars) arrive in Kuwait. */
const yenToDinars = (tokyo: string, kuwait: string, note: string) => ({
  fromAccountId: tokyo,
  toAccountId: kuwait,
  amount: minor(10_000),
  fee: minor(500),
  received: minor(20),
  fromCurrency: 'JPY' as const,
  toCurrency: 'KWD' as const,
  note,
  date: NOW,
});

async function abroad() {
  const client = await createTestUser('currencies');
  clients.push(client);
  const { scope } = client;
  await completeSetup(scope, {
    email: client.email,
    currency: 'PHP',
    name: 'GCash',
    type: 'ewallet',
    initialBalance: null,
  });
  const tokyo = (
    await createAccount(scope, { name: 'Tokyo', type: 'bank', initialBalance: minor(150_000), currency: 'JPY' })
  ).id;
  const kuwait = (
    await createAccount(scope, { name: 'Kuwait', type: 'bank', initialBalance: minor(12_345), currency: 'KWD' })
  ).id;
  return { client, scope, tokyo, kuwait };
}

it('keeps yen and dinars exact through add, edit, a padala, the CSV rows, a backup and its restore', async () => {
  const { client, scope, tokyo, kuwait } = await abroad();
  const { id: ramen } = await addTransaction(scope, {
    type: 'expense',
    amount: minor(1_234),
    description: 'Ramen',
    category: 'Food',
    accountId: tokyo,
    date: NOW,
  });
  await editTransaction(scope, {
    transactionId: ramen,
    type: 'expense',
    amount: minor(1_235),
    description: 'Ramen',
    category: 'Food',
    accountId: tokyo,
    date: NOW,
  });
  await addTransfer(scope, yenToDinars(tokyo, kuwait, 'Padala'));

  const state = await readRawState(client.db, client.uid);
  expect(brokenRule(state)).toBeNull();
  const balance = (id: string) => [state.accounts[id]['balance'], state.accounts[id]['currency']];
  expect(balance(tokyo)).toEqual([150_000 - 1_235 - 10_000 - 500, 'JPY']);
  expect(balance(kuwait)).toEqual([12.365, 'KWD']);

  const backup = await makeBackup(scope, undefined, { now: NOW });
  const row = (description: string) => {
    const t = backup.transactions.find(
      (x) => x.description === description && x.type === 'expense' && x.transfer?.role !== 'fee',
    );
    return t && transactionCsvRow(t, 'PHP').slice(3, 6);
  };
  expect(row('Ramen')).toEqual(['-1235', 'JPY', 'Tokyo']);
  expect(row('Padala')).toEqual(['-10000', 'JPY', 'Tokyo']);
  expect(JSON.parse(backupJson(backup)).accounts).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'Kuwait', balance: 12_365, currency: 'KWD' })]),
  );

  const restored = await createTestUser('currencies-restored');
  clients.push(restored);
  await restoreBackup(restored.scope, { text: backupJson(backup), backup }, undefined, { now: NOW });
  const again = await readRawState(restored.db, restored.uid);
  expect(brokenRule(again)).toBeNull();
  expect(again.accounts[kuwait]).toMatchObject({ balance: 12.365, currency: 'KWD' });
  expect(again.accounts[tokyo]).toMatchObject({ balance: 138_265, currency: 'JPY' });
  expect(contentOf(await makeBackup(restored.scope, undefined, { now: NOW }))).toEqual(contentOf(backup));
});

it("reads exactly the padala's parts for the report, and the rates a person keeps, under the real rules", async () => {
  const { scope, tokyo, kuwait } = await abroad();
  await addTransaction(scope, {
    type: 'expense',
    amount: minor(1_000),
    description: 'Not a padala',
    category: 'Food',
    accountId: tokyo,
    date: NOW,
  });
  const { id } = await addTransfer(scope, yenToDinars(tokyo, kuwait, ''));
  const parts = await listPadalaParts(scope);
  expect(parts.map((p) => p.id).sort()).toEqual([`${id}-fee`, `${id}-in`, `${id}-out`]);
  expect(padalaReport(parts, 'PHP')).toEqual([
    expect.objectContaining({
      month: '2026-11',
      from: 'JPY',
      to: 'KWD',
      count: 1,
      sent: 10_000,
      fees: 500,
      received: 20,
    }),
  ]);

  expect(await listRates(scope)).toEqual([]);
  await setRate(scope, { currency: 'JPY', rate: '0.3712', day: NOW });
  await setRate(scope, { currency: 'KWD', rate: '186.25', day: NOW });
  const rates = await listRates(scope);
  expect(rates.map((r) => [r.id, r.rates.map((k) => k.rate)])).toEqual([
    ['JPY', ['0.3712']],
    ['KWD', ['186.25']],
  ]);
});
