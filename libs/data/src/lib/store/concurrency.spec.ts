// CONCURRENCY: two clients (two Firebase apps signed in as the same user, like two browser tabs
// on two devices) act at the same moment. Firestore transactions (lite: reads, then one commit
// with update-time preconditions, retried on conflict) keep the ledger exact.
import { toCentavos, type Centavos } from '@pitaka/domain';
import { at, createTestUser, signInAgain, type TestClient } from '../../testing/emulator';
import { DataError } from '@pitaka/platform';
import { addTransaction, createAccount, fetchAccountTransactionsPage, getAccount, getPaluwagan } from './index';
import { payWeeks, startPaluwagan } from '../../testing/schedule-commands';

jest.setTimeout(90_000);

const NOW = at(2026, 3, 15, 9, 30);
let one: TestClient;
let two: TestClient;

beforeAll(async () => {
  one = await createTestUser('concurrent');
  two = await signInAgain(one);
  expect(two.uid).toBe(one.uid);
  expect(two.app).not.toBe(one.app);
});
afterAll(async () => {
  await one.close();
  await two.close();
});

it('two clients paying the same unpaid week debit the account exactly once', async () => {
  for (let round = 0; round < 3; round++) {
    const { id: accountId } = await createAccount(
      one.scope,
      { name: `Shared ${round}`, type: 'cash', initialBalance: toCentavos(1000) },
      NOW,
    );
    const paluwaganId = await startPaluwagan(
      one.scope,
      { totalNumbers: 4, amountPerNumber: toCentavos(123.45), selectedNumbers: [2] },
      NOW,
    );
    const input = { paluwaganId, weekNumbers: [1], source: { kind: 'account', accountId } as const };
    const results = await Promise.allSettled([payWeeks(one.scope, input, NOW), payWeeks(two.scope, input, NOW)]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [loser] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(loser.reason).toBeInstanceOf(DataError);
    expect(loser.reason).toMatchObject({ code: 'refused', message: 'Some payments not found or already paid' });
    expect((await getAccount(one.scope, accountId))?.balance).toBe(toCentavos(876.55));
    const paluwaganTxs = (await fetchAccountTransactionsPage(one.scope, accountId, { pageSize: 10 })).items.filter(
      (t) => t.category === 'Paluwagan',
    );
    expect(paluwaganTxs).toHaveLength(1);
    expect((await getPaluwagan(two.scope, paluwaganId))?.weeklyPayments[0]).toMatchObject({ isPaid: true, accountId });
  }
});

it('two clients adding expenses at the same moment lose no update', async () => {
  const { id: accountId } = await createAccount(
    one.scope,
    { name: 'Both', type: 'cash', initialBalance: toCentavos(100) },
    NOW,
  );
  const expense = (amount: Centavos) => ({
    type: 'expense' as const,
    amount,
    description: 'Race',
    category: 'Food',
    accountId,
    date: NOW,
  });
  await Promise.all([
    addTransaction(one.scope, expense(toCentavos(0.1)), NOW),
    addTransaction(two.scope, expense(toCentavos(0.2)), NOW),
    addTransaction(one.scope, expense(toCentavos(33.33)), NOW),
    addTransaction(two.scope, expense(toCentavos(66.36)), NOW),
  ]);
  expect((await getAccount(one.scope, accountId))?.balance).toBe(toCentavos(0.01));
});
