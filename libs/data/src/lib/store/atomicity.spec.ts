// ATOMICITY: a command that fails part-way leaves every document of the user exactly as it was
// (full snapshots of users/{uid}/** compared before and after).
import { GENERATED_DESCRIPTIONS, toCentavos } from '@pitaka/domain';
import { at, snapshotUserTree } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import { testUser } from '../../testing/test-user';
import { DataError } from '@pitaka/platform';
import { markRows } from '@pitaka/ledger';
import { runCommand } from '../../testing/client-transaction';
import { addTransaction, createAccount, createDebt, getAccount } from './index';
import { markDebtPayments, payWeeks, startPaluwagan, unmarkDebtPayments } from '../../testing/schedule-commands';

const NOW = at(2026, 3, 15, 9, 30);
const c = testUser('atomic');
let paluwaganId: string;

beforeAll(async () => {
  // 500 a week.
  paluwaganId = await startPaluwagan(
    c.scope,
    { totalNumbers: 5, amountPerNumber: toCentavos(250), selectedNumbers: [1, 3] },
    NOW,
  );
});
afterEach(() => jest.restoreAllMocks());

it('paying three weeks when only two are covered: refused, nothing written', async () => {
  const { id } = await createAccount(
    c.scope,
    { name: 'Two weeks', type: 'cash', initialBalance: toCentavos(999.99) },
    NOW,
  );
  const before = await snapshotUserTree(c.scope);
  await expectRefusal(
    payWeeks(c.scope, { paluwaganId, weekNumbers: [1, 2, 3], source: { kind: 'account', accountId: id } }, NOW),
    'Insufficient funds in Two weeks. Available balance: ₱999.99',
  );
  expect(await snapshotUserTree(c.scope)).toEqual(before);
});

it('a failure while writing the third week (two transactions already staged) writes nothing', async () => {
  const { id } = await createAccount(c.scope, { name: 'Full', type: 'cash', initialBalance: toCentavos(5000) }, NOW);
  const real = GENERATED_DESCRIPTIONS.paluwaganPayment;
  let calls = 0;
  jest.spyOn(GENERATED_DESCRIPTIONS, 'paluwaganPayment').mockImplementation((name, week) => {
    calls += 1;
    if (week === 4) throw new Error('disk on fire');
    return real(name, week);
  });
  const before = await snapshotUserTree(c.scope);
  // Over the client's Firestore port (see transfers.spec.ts): the spy lives in this process.
  const error = await runCommand(
    c.scope,
    markRows,
    {
      schedule: { kind: 'paluwagan-week', id: paluwaganId },
      keys: [2, 3, 4],
      source: { kind: 'account', accountId: id },
      descriptions: GENERATED_DESCRIPTIONS,
    },
    NOW,
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DataError);
  expect(error).toMatchObject({ code: 'unexpected', message: 'disk on fire' });
  expect(calls).toBe(3); // weeks 2 and 3 were staged before week 4 failed
  expect(await snapshotUserTree(c.scope)).toEqual(before);
  expect((await getAccount(c.scope, id))?.balance).toBe(toCentavos(5000));
});

it('unmarking three owed payments when the third reversal lacks funds writes nothing', async () => {
  const { id } = await createAccount(c.scope, { name: 'Receiver', type: 'bank' }, NOW);
  const debtId = (
    await createDebt(
      c.scope,
      {
        type: 'owed',
        name: 'Loan',
        counterpartyName: 'Ana',
        totalAmount: toCentavos(300),
        paymentType: 'multiple',
        startDate: at(2026, 1, 1),
        count: 3,
        frequency: 'weekly',
      },
      NOW,
    )
  ).id;
  await markDebtPayments(c.scope, { debtId, indexes: [0, 1, 2], source: { kind: 'account', accountId: id } }, NOW);
  await addTransaction(
    c.scope,
    { type: 'expense', amount: toCentavos(0.01), description: 'Spent', category: 'Food', accountId: id, date: NOW },
    NOW,
  );
  const before = await snapshotUserTree(c.scope);
  await expectRefusal(
    unmarkDebtPayments(c.scope, { debtId, indexes: [0, 1, 2] }, NOW),
    'Insufficient funds in Receiver to reverse payment 3. Available: ₱99.99',
  );
  expect(await snapshotUserTree(c.scope)).toEqual(before);
});
