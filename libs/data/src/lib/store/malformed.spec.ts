// LIMITS (issue 7): a stored value that is out of range or malformed never breaks a list (that
// one document is skipped and logged, the rest load), a single read of it fails with a clear
// DataError, and commands refuse amounts above the maximum with the domain's message.
// Malformed fixtures are written through the emulator's REST API (rules bypassed), as hand
// edits or an old client could have left them.
import { MAX_AMOUNT, ZERO_CENTAVOS, centavos, subtractMoney, toCentavos, type Centavos } from '@pitaka/domain';
import { at, seedBypassingRules } from '../../testing/emulator';
import { pageToEnd } from '../../testing/bulk-transactions';
import { expectRefusal } from '../../testing/expect';
import { startPaluwagan } from '../../testing/schedule-commands';
import { testUser } from '../../testing/test-user';
import { DataError } from '@pitaka/platform';
import { accountFromDoc, debtFromDoc, paluwaganFromDoc, transactionFromDoc } from '@pitaka/ledger';
import {
  addTransaction,
  createAccount,
  createDebt,
  fetchAccountTransactionsPage,
  getAccount,
  getDebt,
  getPaluwagan,
  listAccounts,
  listDebts,
  listPaluwagans,
  listRecentTransactions,
  updateAccount,
} from './index';
import { MalformedDocumentError } from './malformed';

jest.setTimeout(60_000);

const NOW = at(2026, 3, 15, 9, 30);
/** MAX_AMOUNT as a stored document holds it (pesos). */
const MAX_PESOS = 9_999_999_999.99;
const BAD_MONEY: [string, number | string][] = [
  ['1e14', 1e14],
  ['abc', 'abc'],
  ['-5', -5],
  ['MAX + 0.01', 10_000_000_000],
];

describe('converters: money fields (pure)', () => {
  it.each(BAD_MONEY)('a balance of %s is malformed', (_label, balance) => {
    expect(() => accountFromDoc('a', { name: 'A', type: 'cash', balance })).toThrow(MalformedDocumentError);
  });

  it.each([NaN, Infinity, -Infinity, true, {}, [1]])('a balance of %p is malformed', (balance) => {
    expect(() => accountFromDoc('a', { name: 'A', type: 'cash', balance })).toThrow(MalformedDocumentError);
  });

  it('names the value in the reason', () => {
    expect(() => accountFromDoc('a', { balance: 1e14 })).toThrow(
      'money value 100000000000000 is not a number between 0 and 9999999999.99',
    );
    expect(() => accountFromDoc('a', { balance: 'abc' })).toThrow(
      'money value "abc" is not a number between 0 and 9999999999.99',
    );
  });

  it.each<[unknown, Centavos]>([
    [0, ZERO_CENTAVOS],
    [MAX_PESOS, MAX_AMOUNT],
    ['12.5', toCentavos(12.5)], // numeric text from older data
    [0.1 + 0.2, toCentavos(0.3)],
    [-0.001, ZERO_CENTAVOS], // rounds to zero centavos
    [undefined, ZERO_CENTAVOS], // missing: tolerated as before
    [null, ZERO_CENTAVOS],
  ])('a balance of %p reads as %p', (balance, expected) => {
    expect(accountFromDoc('a', { balance }).balance).toBe(expected);
  });

  it('applies to every stored amount', () => {
    expect(() => transactionFromDoc('t', { type: 'income', amount: 1e14 })).toThrow(MalformedDocumentError);
    expect(() => paluwaganFromDoc('p', { payoutPerNumber: -1 })).toThrow(MalformedDocumentError);
    expect(() => paluwaganFromDoc('p', { weeklyPayments: [{ weekNumber: 1, amount: 'x' }] })).toThrow(
      MalformedDocumentError,
    );
    expect(() => debtFromDoc('d', { totalAmount: 1e15 })).toThrow(MalformedDocumentError);
    expect(() => debtFromDoc('d', { paymentSchedule: [{ amount: -0.5 }] })).toThrow(MalformedDocumentError);
  });
});

describe('lists skip an unreadable document and log it (emulator)', () => {
  const c = testUser('malformed');
  let errors: jest.SpyInstance;
  const seed = (collection: string, id: string, data: Parameters<typeof seedBypassingRules>[1]) =>
    seedBypassingRules(`users/${c.uid}/${collection}/${id}`, data);
  const loggedPaths = () => errors.mock.calls.map((call) => String(call[0]));

  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  describe('accounts', () => {
    let good: string[];
    beforeAll(async () => {
      good = [
        (await createAccount(c.scope, { name: 'Cash', type: 'cash', initialBalance: toCentavos(100) }, at(2026, 3, 1)))
          .id,
        (await createAccount(c.scope, { name: 'Vault', type: 'bank', initialBalance: MAX_AMOUNT }, at(2026, 3, 2))).id,
      ];
      for (const [label, balance] of BAD_MONEY) {
        await seed('accounts', `bad-${label.replace(/\W/g, '')}`, {
          name: `Bad ${label}`,
          type: 'cash',
          balance,
          createdAt: NOW,
        });
      }
    });

    it('listAccounts returns the good ones and logs each bad one with its id and reason', async () => {
      const accounts = await listAccounts(c.scope);
      expect(accounts.map((a) => [a.id, a.balance])).toEqual([
        [good[0], toCentavos(100)],
        [good[1], MAX_AMOUNT],
      ]);
      expect(errors).toHaveBeenCalledTimes(BAD_MONEY.length);
      for (const id of ['bad-1e14', 'bad-abc', 'bad-5', 'bad-MAX001']) {
        expect(loggedPaths()).toContainEqual(expect.stringContaining(`users/${c.uid}/accounts/${id}: money value`));
      }
    });

    it('a single read of a bad account fails with a DataError naming it, not a RangeError', async () => {
      const error = await getAccount(c.scope, 'bad-1e14').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataError);
      expect(error).toMatchObject({
        code: 'unexpected',
        message: `Unreadable document users/${c.uid}/accounts/bad-1e14: money value 100000000000000 is not a number between 0 and 9999999999.99`,
      });
      expect((error as DataError).cause).toBeInstanceOf(MalformedDocumentError);
    });

    it('a command that reads a bad account fails the same way and writes nothing', async () => {
      const error = await updateAccount(c.scope, { accountId: 'bad-abc', name: 'Fixed', type: 'cash' }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name: 'DataError', code: 'unexpected' });
      expect((error as DataError).message).toContain(`accounts/bad-abc: money value "abc"`);
    });
  });

  describe('transactions', () => {
    const goodIds: string[] = [];
    beforeAll(async () => {
      // 7 good transactions an hour apart, and a bad one that is the last document of the second
      // page of 3: the cursor must stay on it (a cursor on the last good one would fetch it again).
      for (let i = 0; i < 7; i++) {
        const id = `good-${i}`;
        goodIds.push(id);
        const date = at(2026, 3, 10, 8 + i);
        await seed('transactions', id, {
          type: 'expense',
          amount: i + 1,
          description: `t${i}`,
          category: 'Food',
          accountId: 'x',
          accountName: 'X',
          date,
          createdAt: date,
        });
      }
      const date = at(2026, 3, 10, 9, 30);
      await seed('transactions', 'bad-tx', {
        type: 'income',
        amount: 1e14,
        description: 'bad',
        category: 'Salary',
        accountId: 'x',
        accountName: 'X',
        date,
        createdAt: date,
      });
    });

    it('paging skips it and Load More goes on past it: every good one exactly once', async () => {
      // Account 'x' only: the accounts above booked their initial balances for this user too.
      const pages = await pageToEnd(
        () => fetchAccountTransactionsPage(c.scope, 'x', { pageSize: 3 }),
        (page) => fetchAccountTransactionsPage(c.scope, 'x', { pageSize: 3, after: page.next }),
        10,
      );
      // newest first: good-6 .. good-0; raw pages [6, 5, 4] [3, 2, bad] [1, 0]. Logged once.
      expect(pages.flatMap((page) => page.items.map((t) => t.id))).toEqual([...goodIds].reverse());
      expect(pages).toHaveLength(3);
      expect(loggedPaths()).toEqual([expect.stringContaining(`users/${c.uid}/transactions/bad-tx: money value`)]);
    });

    it('listRecentTransactions skips it too', async () => {
      const recent = await listRecentTransactions(c.scope, 5);
      expect(recent.map((t) => t.id)).toEqual(['good-6', 'good-5', 'good-4', 'good-3', 'good-2']);
      expect(errors).not.toHaveBeenCalled();
      const six = await listRecentTransactions(c.scope, 6);
      expect(six.map((t) => t.id)).toEqual(['good-6', 'good-5', 'good-4', 'good-3', 'good-2']);
      expect(errors).toHaveBeenCalledTimes(1);
    });
  });

  describe('paluwagans and debts', () => {
    let goodPaluwagan: string;
    let goodDebt: string;
    beforeAll(async () => {
      goodPaluwagan = await startPaluwagan(
        c.scope,
        { startDate: at(2026, 3, 2), totalNumbers: 3, amountPerNumber: toCentavos(500), selectedNumbers: [1] },
        NOW,
      );
      await seed('paluwagans', 'bad-paluwagan', {
        name: 'Bad',
        organizer: 'X',
        description: '',
        startDate: at(2026, 3, 2),
        totalNumbers: 1,
        amountPerNumber: 500,
        payoutPerNumber: 1e14,
        numbers: [],
        weeklyPayments: [],
        createdAt: NOW,
        updatedAt: NOW,
      });
      goodDebt = (
        await createDebt(
          c.scope,
          {
            type: 'owe',
            name: 'Laptop',
            counterpartyName: 'Joy',
            totalAmount: toCentavos(300),
            paymentType: 'single',
            dueDate: at(2026, 6, 1),
          },
          NOW,
        )
      ).id;
      await seed('debts', 'bad-debt', {
        type: 'owe',
        name: 'Bad',
        counterpartyName: 'X',
        totalAmount: 10,
        paymentSchedule: [{ dueDate: at(2026, 6, 1), amount: 'ten', isPaid: false }],
        createdAt: NOW,
        updatedAt: NOW,
      });
    });

    it('listPaluwagans returns the good one and logs the bad one', async () => {
      expect((await listPaluwagans(c.scope)).map((p) => p.id)).toEqual([goodPaluwagan]);
      expect(loggedPaths()).toEqual([expect.stringContaining(`users/${c.uid}/paluwagans/bad-paluwagan: money value`)]);
    });

    it('listDebts returns the good one and logs the bad one', async () => {
      expect((await listDebts(c.scope)).map((d) => d.id)).toEqual([goodDebt]);
      expect(loggedPaths()).toEqual([expect.stringContaining(`users/${c.uid}/debts/bad-debt: money value "ten"`)]);
    });

    it('opening the bad ones fails with a DataError (the page shows its load error)', async () => {
      await expectRefusal(
        getPaluwagan(c.scope, 'bad-paluwagan'),
        `Unreadable document users/${c.uid}/paluwagans/bad-paluwagan: money value 100000000000000 is not a number between 0 and 9999999999.99`,
        'unexpected',
      );
      await expect(getDebt(c.scope, 'bad-debt')).rejects.toMatchObject({ name: 'DataError', code: 'unexpected' });
    });
  });
});

describe('commands refuse amounts above the maximum with the message (emulator)', () => {
  const c = testUser('limits');

  // ₱90,071,992,547,409.91 (the largest safe whole number of centavos) and ₱90,000,000,000,000
  // lie beyond the exact range of pesos (toCentavos refuses them), so they are written in
  // centavos; then MAX_AMOUNT + ₱0.01.
  it.each([centavos(Number.MAX_SAFE_INTEGER), centavos(9e15), toCentavos(10_000_000_000)])(
    'createAccount with an initial balance of %p centavos',
    async (initialBalance) => {
      await expectRefusal(
        createAccount(c.scope, { name: 'Big', type: 'bank', initialBalance }, NOW),
        'Initial balance cannot exceed ₱9,999,999,999.99',
      );
      expect(await listAccounts(c.scope)).toEqual([]);
    },
  );

  it('addTransaction: an amount above the maximum, and an income that would pass it', async () => {
    const { id } = await createAccount(
      c.scope,
      { name: 'Vault', type: 'bank', initialBalance: subtractMoney(MAX_AMOUNT, toCentavos(1)) },
      NOW,
    );
    const tx = { type: 'income' as const, description: 'Bonus', category: 'Salary', accountId: id, date: NOW };
    await expectRefusal(
      addTransaction(c.scope, { ...tx, amount: centavos(9e15) }, NOW), // ₱90,000,000,000,000
      'Amount cannot exceed ₱9,999,999,999.99',
    );
    await expectRefusal(
      addTransaction(c.scope, { ...tx, amount: toCentavos(1.01) }, NOW),
      'This would make the balance of Vault exceed ₱9,999,999,999.99',
    );
    await addTransaction(c.scope, { ...tx, amount: toCentavos(1) }, NOW);
    expect((await getAccount(c.scope, id))?.balance).toBe(MAX_AMOUNT);
  });

  it('createDebt: 361 payments, and 0.05 in 6 payments', async () => {
    const multiple = {
      type: 'owe' as const,
      name: 'Loan',
      counterpartyName: 'Bank',
      paymentType: 'multiple' as const,
      startDate: at(2026, 4, 1),
      frequency: 'weekly' as const,
    };
    await expectRefusal(
      createDebt(c.scope, { ...multiple, totalAmount: toCentavos(1000), count: 361 }, NOW),
      'Number of payments cannot exceed 360',
    );
    await expectRefusal(
      createDebt(c.scope, { ...multiple, totalAmount: toCentavos(0.05), count: 6 }, NOW),
      'Each payment must be at least ₱0.01: lower the number of payments',
    );
    const { id } = await createDebt(c.scope, { ...multiple, totalAmount: toCentavos(0.06), count: 6 }, NOW);
    expect((await getDebt(c.scope, id))?.paymentSchedule.map((p) => p.amount)).toEqual(
      Array.from({ length: 6 }, () => toCentavos(0.01)),
    );
  });
});
