// The descriptions of the transactions a payment books are stored in the language of the user who
// writes them (the screens pass it), against the real emulator: English unless told.
import { manilaDayNumber, toCentavos, type DebtFormInput } from '@pitaka/domain';
import { at } from '../../testing/emulator';
import { fromAccount, startPaluwagan } from '../../testing/schedule-commands';
import { testUser } from '../../testing/test-user';
import { createDebt, createRecurring, fetchAccountTransactionsPage, markRows, unmarkRows } from './index';

jest.setTimeout(60_000);

const NOW = at(2026, 11, 25, 9, 30);
const c = testUser('written-in', { each: true });

const descriptions = async (accountId: string) =>
  (await fetchAccountTransactionsPage(c.scope, accountId, { pageSize: 20 })).items
    .filter((t) => t.category !== 'Initial')
    .map((t) => t.description)
    .sort();

it('a paluwagan payment written in Filipino is stored in Filipino; its reversal in the language of whoever unpays', async () => {
  const gcash = await c.account('GCash', toCentavos(1000));
  const paluwaganId = await startPaluwagan(
    c.scope,
    { name: 'Opisina', totalNumbers: 4, amountPerNumber: toCentavos(100), selectedNumbers: [2] },
    NOW,
  );
  const weeks = { kind: 'paluwagan-week', id: paluwaganId } as const;
  await markRows(c.scope, { schedule: weeks, keys: [1], source: fromAccount(gcash), language: 'fil' }, NOW);
  await markRows(c.scope, { schedule: weeks, keys: [2], source: fromAccount(gcash) }, NOW);
  expect(await descriptions(gcash)).toEqual([
    'Bayad sa paluwagan: Opisina (Linggo 1)',
    'Paluwagan payment: Opisina (Week 2)',
  ]);

  // Week 1 was paid in Filipino, unpaid by someone reading English (and week 2 the other way).
  await unmarkRows(c.scope, { schedule: weeks, keys: [1] }, NOW);
  await unmarkRows(c.scope, { schedule: weeks, keys: [2], language: 'fil' }, NOW);
  expect(await descriptions(gcash)).toEqual([
    'Bayad sa paluwagan: Opisina (Linggo 1)',
    'Pagbawi ng bayad sa paluwagan: Opisina (Linggo 2)',
    'Paluwagan payment: Opisina (Week 2)',
    'Reversal of paluwagan payment: Opisina (Week 1)',
  ]);
});

it('a payout, a debt payment and a recurring bill written in Filipino: Filipino words and Filipino months', async () => {
  const bank = await c.account('BPI', toCentavos(10_000), 'bank');
  const paluwaganId = await startPaluwagan(
    c.scope,
    { name: 'Barkada', totalNumbers: 3, amountPerNumber: toCentavos(100), selectedNumbers: [1] },
    NOW,
  );
  const owe: DebtFormInput = {
    type: 'owe',
    name: 'Laptop',
    counterpartyName: 'Kuya Ben',
    totalAmount: toCentavos(300),
    paymentType: 'multiple',
    startDate: at(2026, 10, 31),
    count: 3,
    frequency: 'monthly',
  };
  const debtId = (await createDebt(c.scope, owe, NOW)).id;
  const recurringId = (
    await createRecurring(
      c.scope,
      {
        name: 'Meralco',
        type: 'expense',
        category: 'Bills',
        accountId: bank,
        amount: toCentavos(2500),
        varies: false,
        rule: { kind: 'monthly', day: 25 },
        startDate: at(2026, 11, 25),
      },
      NOW,
    )
  ).id;
  const language = 'fil' as const;
  const source = fromAccount(bank);
  await markRows(
    c.scope,
    { schedule: { kind: 'paluwagan-payout', id: paluwaganId }, keys: [1], source, language },
    NOW,
  );
  await markRows(c.scope, { schedule: { kind: 'debt-payment', id: debtId }, keys: [0], source, language }, NOW);
  const day = manilaDayNumber(at(2026, 11, 25, 12));
  await markRows(c.scope, { schedule: { kind: 'recurring', id: recurringId }, keys: [day], source, language }, NOW);
  expect(await descriptions(bank)).toEqual([
    'Bayad sa utang: Laptop (Hulog 1)',
    'Nabayarang bayarin: Meralco (Nob 25, 2026)',
    'Payout ng paluwagan: Barkada (Numero 1)',
  ]);
});
