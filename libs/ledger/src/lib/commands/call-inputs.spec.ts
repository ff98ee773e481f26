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
];

const refused = (command: CommandName, raw: unknown) => {
  try {
    readCallInput(command, raw, CALLER);
  } catch (error) {
    return isCommandError(error) && error.code === 'unexpected';
  }
  return false;
};

describe("a call's input, read for the server", () => {
  it.each(VALID)('%s: a well-formed input is read as it was sent', (command, raw) => {
    const read = readCallInput(command, raw, CALLER) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(raw)) if (key !== 'email') expect(read[key]).toEqual(value);
  });

  it.each(VALID)('%s: refuses a field it does not have, a missing field, and a non-object', (command, raw) => {
    expect(refused(command, { ...raw, balance: 1 })).toBe(true);
    expect(refused(command, Object.fromEntries(Object.entries(raw).slice(1)))).toBe(true);
    expect(refused(command, [raw])).toBe(true);
    expect(refused(command, null)).toBe(true);
  });

  const transaction = VALID.find(([c]) => c === 'addTransaction')?.[1] ?? {};
  it.each<[string, Record<string, unknown>]>([
    ['amount as text', { amount: '150' }],
    ['a fraction of a centavo', { amount: 1.5 }],
    ['a negative amount', { amount: -1 }],
    ['an amount beyond the maximum', { amount: 1e15 }],
    ['NaN', { amount: Number.NaN }],
    ['an unknown type', { type: 'gift' }],
    ['an account id with a slash', { accountId: 'a/b' }],
    ['an account id of 201 characters', { accountId: 'a'.repeat(201) }],
    ['a date as text', { date: '2026-11-28' }],
    ['an invalid date', { date: new Date(Number.NaN) }],
    ['a description as a number', { description: 5 }],
    ['a description of 1,001 characters', { description: 'x'.repeat(1001) }],
  ])('addTransaction: refuses %s', (_, change) => {
    expect(refused('addTransaction', { ...transaction, ...change })).toBe(true);
  });

  it("leaves a missing amount to the domain's own words", () => {
    expect(readCallInput('addTransaction', { ...transaction, amount: null }, CALLER)).toMatchObject({ amount: null });
  });

  it("takes the profile's e-mail from the caller, never the input", () => {
    const raw = { name: 'Cash', type: 'cash', currency: 'PHP', email: 'someone@else.test' };
    expect(readCallInput('completeSetup', raw, CALLER)).toMatchObject({ email: CALLER.email });
  });

  it('reads nothing for a command the server does not run yet', () => {
    expect(readCallInput('markRows', {}, CALLER)).toBeNull();
  });
});
