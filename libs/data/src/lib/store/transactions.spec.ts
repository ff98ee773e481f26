import { doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import { ZERO_CENTAVOS, toCentavos, type Centavos, type Transaction } from '@pitaka/domain';
import { at, createTestUser, seedBypassingRules } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import { testUser } from '../../testing/test-user';
import {
  addTransaction,
  completeSetup,
  createAccount,
  deleteAccount,
  editTransaction,
  fetchAccountTransactionsPage,
  listRecentTransactions,
  revertTransaction,
  type TransactionFields,
} from './index';

const NOW = at(2026, 3, 15, 9, 30);

const c = testUser('tx');
beforeAll(() => c.setUp('Setup', NOW));

async function account(name: string, initialBalance: Centavos) {
  const { id } = await createAccount(c.scope, { name, type: 'cash', initialBalance }, NOW);
  return id;
}
const { balance } = c;
const fields = (accountId: string, over: Partial<TransactionFields> = {}): TransactionFields => ({
  type: 'expense',
  amount: toCentavos(100),
  description: 'Lunch',
  category: 'Food',
  accountId,
  date: at(2026, 3, 14, 12, 5),
  ...over,
});

describe('add transaction', () => {
  it('writes the transaction and moves the balance, exactly', async () => {
    const gcash = await account('GCash', toCentavos(0.3));
    const { id } = await addTransaction(
      c.scope,
      fields(gcash, { amount: toCentavos(0.1), description: ' Candy ' }),
      NOW,
    );
    await addTransaction(c.scope, fields(gcash, { amount: toCentavos(0.2) }), NOW);
    expect(await balance(gcash)).toBe(ZERO_CENTAVOS);
    await addTransaction(
      c.scope,
      fields(gcash, { type: 'income', category: 'Salary', amount: toCentavos(1234.56) }),
      NOW,
    );
    expect(await balance(gcash)).toBe(toCentavos(1234.56));
    const raw = (await getDoc(doc(c.db, 'users', c.uid, 'transactions', id))).data();
    expect(raw).toEqual({
      type: 'expense',
      amount: 0.1,
      description: 'Candy',
      category: 'Food',
      accountId: gcash,
      accountName: 'GCash',
      date: Timestamp.fromDate(at(2026, 3, 14, 12, 5)),
      createdAt: Timestamp.fromDate(NOW),
    });
  });

  it.each<[string, Partial<TransactionFields>, string]>([
    ['blank description', { description: ' ' }, 'Description is required'],
    ['zero amount', { amount: ZERO_CENTAVOS }, 'Please enter a valid amount'],
    ['no amount', { amount: null }, 'Please enter a valid amount'],
    ['no account', { accountId: '' }, 'Please select an account'],
    ['no category', { category: '' }, 'Please select a category'],
    ['unknown account', { accountId: 'gone' }, 'Account not found'],
    [
      'expense above the balance',
      { amount: toCentavos(500.01) },
      'Insufficient funds in Wallet. Available balance: ₱500.00',
    ],
    ['invalid date', { date: new Date(Number.NaN) }, 'Please enter a valid date'],
  ])('refuses %s and writes nothing', async (_label, over, message) => {
    const wallet = await account('Wallet', toCentavos(500));
    await c.unchangedAfter(() => expectRefusal(addTransaction(c.scope, fields(wallet, over), NOW), message));
  });

  it("uses the user's currency symbol in the message", async () => {
    const u = await createTestUser('usd');
    try {
      const { accountId } = await completeSetup(
        u.scope,
        { email: u.email, currency: 'USD', name: 'Chase', type: 'bank', initialBalance: toCentavos(20) },
        NOW,
      );
      await expectRefusal(
        addTransaction(u.scope, fields(accountId, { amount: toCentavos(20.01) }), NOW),
        'Insufficient funds in Chase. Available balance: $20.00',
      );
    } finally {
      await u.close();
    }
  });
});

describe('edit transaction', () => {
  it('moves the balance by the difference on the same account', async () => {
    const a = await account('A', toCentavos(500));
    const { id } = await addTransaction(c.scope, fields(a, { amount: toCentavos(200) }), NOW);
    expect(await balance(a)).toBe(toCentavos(300));
    await editTransaction(c.scope, {
      ...fields(a, { amount: toCentavos(500), description: 'Dinner', date: at(2026, 3, 13) }),
      transactionId: id,
    });
    expect(await balance(a)).toBe(ZERO_CENTAVOS);
    const [page] = [await fetchAccountTransactionsPage(c.scope, a)];
    expect(page.items.find((t) => t.id === id)).toMatchObject({
      amount: toCentavos(500),
      description: 'Dinner',
      date: at(2026, 3, 13),
    });
    // expense -> income: +500 back, +500 in.
    await editTransaction(c.scope, {
      ...fields(a, { type: 'income', category: 'Refund', amount: toCentavos(500) }),
      transactionId: id,
    });
    expect(await balance(a)).toBe(toCentavos(1000));
  });

  it('moves a transaction to another account', async () => {
    const a = await account('From', toCentavos(100));
    const b = await account('To', toCentavos(50));
    const { id } = await addTransaction(c.scope, fields(a, { amount: toCentavos(40) }), NOW);
    await editTransaction(c.scope, { ...fields(b, { amount: toCentavos(50) }), transactionId: id });
    expect([await balance(a), await balance(b)]).toEqual([toCentavos(100), ZERO_CENTAVOS]);
    const moved = (await fetchAccountTransactionsPage(c.scope, b)).items.find((t) => t.id === id);
    expect(moved).toMatchObject({ accountId: b, accountName: 'To', amount: toCentavos(50) });
  });

  it('edits only the words and date of a transaction whose account was deleted', async () => {
    const a = await account('Old', toCentavos(100));
    const b = await account('New', toCentavos(100));
    const { id } = await addTransaction(c.scope, fields(a, { amount: toCentavos(30) }), NOW);
    await deleteAccount(c.scope, { accountId: a });
    await c.unchangedAfter(() =>
      expectRefusal(
        editTransaction(c.scope, { ...fields(b, { amount: toCentavos(30) }), transactionId: id }),
        'The account of this transaction was deleted. You can still change its description, date and time.',
      ),
    );
    const later = at(2026, 3, 10, 8, 15);
    await editTransaction(c.scope, {
      ...fields(a, { amount: toCentavos(30) }),
      description: 'Lunch',
      date: later,
      transactionId: id,
    });
    const [kept] = (await listRecentTransactions(c.scope, 50)).filter((t) => t.id === id);
    expect(kept).toMatchObject({
      description: 'Lunch',
      date: later,
      amount: toCentavos(30),
      accountId: a,
      accountName: 'Old',
    });
    expect(await balance(b)).toBe(toCentavos(100));
  });

  it.each<[string, Partial<TransactionFields>, string]>([
    ['blank description', { description: '' }, 'Description is required'],
    ['zero amount', { amount: ZERO_CENTAVOS }, 'Please enter a valid amount'],
    ['no category', { category: '' }, 'Please select a category'],
    ['category of the other type', { type: 'income', category: 'Food' }, 'Please select a category'],
    ['no account', { accountId: '' }, 'Please select an account'],
    ['unknown account', { accountId: 'gone' }, 'Account not found'],
    [
      'same account above balance + old amount',
      { amount: toCentavos(700.01) },
      'This expense would exceed the current balance of ₱700.00. Please reduce the amount or choose a different account.',
    ],
  ])('refuses %s and writes nothing', async (_label, over, message) => {
    const a = await account('Edit', toCentavos(700));
    const { id } = await addTransaction(c.scope, fields(a, { amount: toCentavos(200) }), NOW);
    await c.unchangedAfter(() =>
      expectRefusal(editTransaction(c.scope, { ...fields(a, over), transactionId: id }), message),
    );
  });

  it('refuses an expense above the balance of the other account', async () => {
    const a = await account('Here', toCentavos(700));
    const b = await account('BDO', toCentavos(1000));
    const { id } = await addTransaction(c.scope, fields(a, { amount: toCentavos(200) }), NOW);
    await c.unchangedAfter(() =>
      expectRefusal(
        editTransaction(c.scope, { ...fields(b, { amount: toCentavos(1000.5) }), transactionId: id }),
        'This expense would exceed the balance of BDO (₱1,000.00). Please reduce the amount or choose a different account.',
      ),
    );
  });

  it('refuses to lower an income below what was already spent', async () => {
    const a = await account('Spent', ZERO_CENTAVOS);
    const { id } = await addTransaction(
      c.scope,
      fields(a, { type: 'income', category: 'Salary', amount: toCentavos(1000) }),
      NOW,
    );
    await addTransaction(c.scope, fields(a, { amount: toCentavos(600) }), NOW);
    await c.unchangedAfter(() =>
      expectRefusal(
        editTransaction(c.scope, {
          ...fields(a, { type: 'income', category: 'Salary', amount: toCentavos(100) }),
          transactionId: id,
        }),
        'Insufficient funds in Spent. Available balance: ₱400.00',
      ),
    );
  });

  it("refuses an id that does not exist: 'No transaction to edit'", async () => {
    const a = await account('None', toCentavos(10));
    await expectRefusal(editTransaction(c.scope, { ...fields(a), transactionId: 'nope' }), 'No transaction to edit');
    await expectRefusal(editTransaction(c.scope, { ...fields(a), transactionId: '' }), 'No transaction to edit');
  });
});

describe('revert transaction', () => {
  it('deletes the transaction and restores the balance', async () => {
    const a = await account('Rev', toCentavos(100));
    const { id } = await addTransaction(c.scope, fields(a, { amount: toCentavos(99.99) }), NOW);
    expect(await balance(a)).toBe(toCentavos(0.01));
    await revertTransaction(c.scope, { transactionId: id });
    expect(await balance(a)).toBe(toCentavos(100));
    expect((await fetchAccountTransactionsPage(c.scope, a)).items.map((t) => t.id)).not.toContain(id);
  });

  it('refuses to revert an income that would make the balance negative', async () => {
    const a = await account('Neg', ZERO_CENTAVOS);
    const { id } = await addTransaction(
      c.scope,
      fields(a, { type: 'income', category: 'Gift', amount: toCentavos(50) }),
      NOW,
    );
    await addTransaction(c.scope, fields(a, { amount: toCentavos(20) }), NOW);
    await c.unchangedAfter(() =>
      expectRefusal(
        revertTransaction(c.scope, { transactionId: id }),
        'Cannot revert this transaction: it would result in a negative balance',
      ),
    );
  });

  it('reverts a transaction whose account was deleted; a missing one is not found', async () => {
    const a = await account('Gone', toCentavos(10));
    const { id } = await addTransaction(
      c.scope,
      fields(a, { type: 'income', category: 'Gift', amount: toCentavos(5) }),
      NOW,
    );
    await deleteAccount(c.scope, { accountId: a });
    await revertTransaction(c.scope, { transactionId: id });
    await expectRefusal(revertTransaction(c.scope, { transactionId: id }), 'Transaction not found', 'not-found');
  });
});

describe('queries', () => {
  it('recent transactions: latest 5 by createdAt', async () => {
    const u = await createTestUser('recent');
    try {
      const { id: a } = await createAccount(
        u.scope,
        { name: 'R', type: 'cash', initialBalance: toCentavos(1000) },
        at(2026, 1, 1),
      );
      const ids: string[] = [];
      for (let i = 1; i <= 7; i++) {
        // createdAt order differs from date order on purpose.
        const r = await addTransaction(
          u.scope,
          fields(a, { amount: toCentavos(i), date: at(2026, 2, 28 - i) }),
          at(2026, 3, i),
        );
        ids.push(r.id);
      }
      const recent = await listRecentTransactions(u.scope);
      expect(recent.map((t) => t.id)).toEqual(ids.slice(2).reverse());
    } finally {
      await u.close();
    }
  });

  it('account detail: only that account, by date desc, 5 per page, no empty last page', async () => {
    const u = await createTestUser('detail');
    try {
      const { id: a } = await createAccount(
        u.scope,
        { name: 'A', type: 'cash', initialBalance: toCentavos(1000) },
        at(2026, 1, 1),
      );
      const { id: b } = await createAccount(
        u.scope,
        { name: 'B', type: 'cash', initialBalance: toCentavos(1000) },
        at(2026, 1, 1),
      );
      for (let i = 1; i <= 9; i++) {
        await addTransaction(u.scope, fields(a, { amount: toCentavos(i), date: at(2026, 2, i) }), NOW);
        await addTransaction(u.scope, fields(b, { amount: toCentavos(i), date: at(2026, 2, i) }), NOW);
      }
      // 9 expenses + the initial income (dated 2026-01-01) = 10 = two full pages.
      const seen: Transaction[] = [];
      let page = await fetchAccountTransactionsPage(u.scope, a);
      const sizes = [page.items.length];
      seen.push(...page.items);
      while (page.next) {
        page = await fetchAccountTransactionsPage(u.scope, a, { after: page.next });
        sizes.push(page.items.length);
        seen.push(...page.items);
      }
      expect(sizes).toEqual([5, 5]);
      expect(seen.every((t) => t.accountId === a)).toBe(true);
      expect(seen.map((t) => t.amount)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 1000].map(toCentavos));
    } finally {
      await u.close();
    }
  });

  it('reads transactions of the original product with missing fields', async () => {
    const a = await account('Legacy', ZERO_CENTAVOS);
    // The hardened rules refuse such a document today; the original product wrote them.
    await seedBypassingRules(`users/${c.uid}/transactions/1718000000123`, {
      type: 'income',
      accountId: a,
      date: at(2024, 6, 10, 8),
      createdAt: at(2024, 6, 10, 8),
    });
    const page = await fetchAccountTransactionsPage(c.scope, a);
    expect(page.items.find((t) => t.id === '1718000000123')).toEqual({
      id: '1718000000123',
      type: 'income',
      amount: ZERO_CENTAVOS,
      description: '',
      category: '',
      accountId: a,
      accountName: '',
      date: at(2024, 6, 10, 8),
      createdAt: at(2024, 6, 10, 8),
    });
  });
});
