import { isCommandError } from '../port/command-error';
import { readCallInput } from './call-inputs';
import type { CommandName } from './by-name';

const AT = new Date('2026-11-28T02:00:00Z');
const CALLER = { email: 'juan@example.com' };

const VALID: [CommandName, Record<string, unknown>][] = [
  ['completeSetup', { name: 'GCash', type: 'ewallet', currency: 'PHP', initialBalance: 100_000 }],
  ['saveLanguage', { language: 'fil', chosenAt: AT }],
  ['createAccount', { name: 'BPI', type: 'bank', initialBalance: null }],
  ['updateAccount', { accountId: 'a1', name: 'BPI Savings', type: 'bank' }],
  ['deleteAccount', { accountId: 'a1' }],
  [
    'addTransaction',
    { type: 'expense', amount: 15_000, description: 'Lunch', category: 'Food', accountId: 'a1', date: AT },
  ],
  [
    'editTransaction',
    { transactionId: 't1', type: 'income', amount: 1, description: 'x', category: 'Salary', accountId: 'a1', date: AT },
  ],
  ['revertTransaction', { transactionId: 't1' }],
  ['addTransfer', { fromAccountId: 'a1', toAccountId: 'a2', amount: 500, fee: 15, note: '', date: AT }],
  ['editTransfer', { transferId: 'tr1', fromAccountId: 'a1', toAccountId: 'a2', amount: 500, note: 'x', date: AT }],
  ['revertTransfer', { transferId: 'tr1' }],
  [
    'markRows',
    { schedule: { kind: 'paluwagan-week', id: 'p1' }, keys: [1, 2], source: { kind: 'account', accountId: 'a1' } },
  ],
  ['unmarkRows', { schedule: { kind: 'debt-payment', id: 'd1' }, keys: [0], withoutReversalForMissingAccounts: true }],
  [
    'createPaluwagan',
    {
      name: 'Office',
      organizer: 'Aling Nena',
      startDate: AT,
      totalNumbers: 10,
      amountPerNumber: 50_000,
      selectedNumbers: [3],
      description: 'x',
    },
  ],
  [
    'updatePaluwagan',
    {
      paluwaganId: 'p1',
      name: 'Office',
      organizer: 'Aling Nena',
      startDate: null,
      totalNumbers: null,
      amountPerNumber: null,
      selectedNumbers: [],
    },
  ],
  ['deletePaluwagan', { paluwaganId: 'p1' }],
  [
    'createDebt',
    {
      type: 'owe',
      name: 'Laptop',
      counterpartyName: 'Tito',
      totalAmount: 3_000_000,
      paymentType: 'single',
      dueDate: AT,
    },
  ],
  [
    'updateDebt',
    {
      debtId: 'd1',
      type: 'owed',
      name: 'Loan',
      counterpartyName: 'Ana',
      totalAmount: 1_000,
      paymentType: 'multiple',
      startDate: AT,
      count: 4,
      frequency: 'weekly',
    },
  ],
  ['deleteDebt', { debtId: 'd1' }],
  [
    'createRecurring',
    {
      name: 'Meralco',
      type: 'expense',
      category: 'Bills',
      accountId: 'a1',
      amount: null,
      varies: true,
      rule: { kind: 'monthly', day: 5 },
      startDate: AT,
    },
  ],
  [
    'updateRecurring',
    {
      recurringId: 'r1',
      name: 'Salary',
      type: 'income',
      category: 'Salary',
      accountId: 'a1',
      amount: 2_500_000,
      varies: false,
      rule: { kind: 'weekly', every: 2, weekday: 5 },
      startDate: AT,
      endDate: null,
    },
  ],
  ['pauseRecurring', { recurringId: 'r1' }],
  ['resumeRecurring', { recurringId: 'r1' }],
  ['deleteRecurring', { recurringId: 'r1' }],
  ['skipOccurrences', { recurringId: 'r1', keys: [20_600] }],
  ['unskipOccurrences', { recurringId: 'r1', keys: [20_600] }],
  [
    'saveBudget',
    {
      period: '2026-11-2',
      rows: [
        { category: 'Food', amount: 300_000, rollover: true },
        { category: 'Transport', amount: null, rollover: false },
      ],
    },
  ],
  ['createGoal', { name: 'Laptop', target: 5_000_000, targetDate: AT, accountId: '' }],
  ['updateGoal', { goalId: 'g1', name: 'Laptop', target: null, targetDate: null, accountId: 'a1' }],
  ['deleteGoal', { goalId: 'g1' }],
  ['setAsideForGoal', { goalId: 'g1', amount: 150_000, date: AT }],
  ['removeGoalContribution', { goalId: 'g1', contributionId: 'c1' }],
  ['markPayoutTowardGoal', { paluwaganId: 'p1', number: 3, goalId: 'g1' }],
  ['markPayoutTowardGoal', { paluwaganId: 'p1', number: 3, goalId: null }],
];

const refused = async (command: CommandName, raw: unknown) => {
  try {
    await readCallInput(command, raw, CALLER);
  } catch (error) {
    return isCommandError(error) && error.code === 'unexpected';
  }
  return false;
};

describe("a call's input, read for the server", () => {
  it.each(VALID)('%s: a well-formed input is read as it was sent', async (command, raw) => {
    const read = (await readCallInput(command, raw, CALLER)) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(raw)) if (key !== 'email') expect(read[key]).toEqual(value);
  });

  it.each(VALID)('%s: refuses a field it does not have, a missing field, and a non-object', async (command, raw) => {
    expect(await refused(command, { ...raw, balance: 1 })).toBe(true);
    expect(await refused(command, Object.fromEntries(Object.entries(raw).slice(1)))).toBe(true);
    expect(await refused(command, [raw])).toBe(true);
    expect(await refused(command, null)).toBe(true);
  });

  const transaction = VALID.find(([c]) => c === 'addTransaction')?.[1] ?? {};
  it.each<[string, Record<string, unknown>]>([
    ['amount as text', { amount: '150' }],
    ['an unknown type', { type: 'gift' }],
    ['an account id of 201 bytes', { accountId: 'a'.repeat(201) }],
    ['an account id of 101 two-byte characters', { accountId: 'ñ'.repeat(101) }],
    ['a date as text', { date: '2026-11-28' }],
    ['a description as a number', { description: 5 }],
    ['a description of 1,001 characters', { description: 'x'.repeat(1001) }],
  ])('addTransaction: refuses %s', async (_, change) => {
    expect(await refused('addTransaction', { ...transaction, ...change })).toBe(true);
  });

  const mark = VALID.find(([c]) => c === 'markRows')?.[1] ?? {};
  const recurring = VALID.find(([c]) => c === 'createRecurring')?.[1] ?? {};
  const paluwagan = VALID.find(([c]) => c === 'createPaluwagan')?.[1] ?? {};
  it.each<[string, CommandName, Record<string, unknown>]>([
    ['a schedule of an unknown kind', 'markRows', { ...mark, schedule: { kind: 'bill', id: 'p1' } }],
    ['a key that is a fraction', 'markRows', { ...mark, keys: [1.5] }],
    ['401 keys', 'markRows', { ...mark, keys: Array.from({ length: 401 }, (_, i) => i) }],
    ['a source with a stray field', 'markRows', { ...mark, source: { kind: 'markOnly', accountId: 'a1' } }],
    ['an unknown language', 'markRows', { ...mark, language: 'de' }],
    ['a rule of an unknown kind', 'createRecurring', { ...recurring, rule: { kind: 'daily' } }],
    ['a rule with a stray field', 'createRecurring', { ...recurring, rule: { kind: 'monthly', day: 5, x: 1 } }],
    [
      '101 selected numbers',
      'createPaluwagan',
      { ...paluwagan, selectedNumbers: Array.from({ length: 101 }, () => 1) },
    ],
    ['a number as text', 'createPaluwagan', { ...paluwagan, totalNumbers: '10' }],
  ])('refuses %s', async (_, command, raw) => {
    expect(await refused(command, raw)).toBe(true);
  });

  it('describes the payments it books in the language given', async () => {
    const read = await readCallInput('markRows', { ...mark, language: 'fil' }, CALLER);
    expect(read?.descriptions?.paluwaganPayment('Office', 2)).toBe('Bayad sa paluwagan: Office (Linggo 2)');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a fraction of a centavo', { amount: 1.5 }],
    ['a negative amount', { amount: -1 }],
    ['an amount beyond the maximum', { amount: 1e15 }],
    ['NaN', { amount: Number.NaN }],
    ['an invalid date', { date: new Date(Number.NaN) }],
    ['an account id that names nothing', { accountId: 'a/b' }],
  ])("leaves %s to the domain's own words (or the ledger's not found)", async (_, change) => {
    expect(await readCallInput('addTransaction', { ...transaction, ...change }, CALLER)).toMatchObject(change);
  });

  it("leaves a missing amount to the domain's own words", async () => {
    expect(await readCallInput('addTransaction', { ...transaction, amount: null }, CALLER)).toMatchObject({
      amount: null,
    });
  });

  it("takes the profile's e-mail from the caller, never the input", async () => {
    const raw = { name: 'Cash', type: 'cash', currency: 'PHP', email: 'someone@else.test' };
    expect(await readCallInput('completeSetup', raw, CALLER)).toMatchObject({ email: CALLER.email });
  });
});
