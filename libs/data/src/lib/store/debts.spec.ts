import { doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import { ZERO_CENTAVOS, toCentavos, type DebtFormInput, type PaymentSource } from '@pitaka/domain';
import { at, createTestUser, deleteAccountAsOriginalProduct } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import {
  addTransaction,
  createDebt,
  deleteDebt,
  fetchAccountTransactionsPage,
  getDebt,
  listDebts,
  updateDebt,
} from './index';
import { fromAccount, MARK_ONLY, markDebtPayments, unmarkDebtPayments } from '../../testing/schedule-commands';
import { testUser } from '../../testing/test-user';

const NOW = at(2026, 3, 15, 9, 30);
const OWE: DebtFormInput = {
  type: 'owe',
  name: 'Laptop',
  counterpartyName: 'Kuya Ben',
  totalAmount: toCentavos(100),
  paymentType: 'multiple',
  startDate: at(2026, 1, 31),
  count: 3,
  frequency: 'monthly',
};
const OWED: DebtFormInput = { ...OWE, type: 'owed', name: 'Loan to Ana', counterpartyName: 'Ana' };

const c = testUser('debt');
const { account, balance } = c;
const debt = async (input: DebtFormInput = OWE) => (await createDebt(c.scope, input, NOW)).id;
const accountTxs = async (id: string) => (await fetchAccountTransactionsPage(c.scope, id, { pageSize: 20 })).items;

describe('create, read, list', () => {
  it('stores a monthly schedule in whole centavos adding up to the total', async () => {
    const id = await debt();
    const d = await getDebt(c.scope, id);
    expect(d).toMatchObject({
      id,
      type: 'owe',
      name: 'Laptop',
      counterpartyName: 'Kuya Ben',
      totalAmount: toCentavos(100),
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(d?.paymentSchedule).toEqual([
      { dueDate: at(2026, 1, 31), amount: toCentavos(33.34), isPaid: false },
      { dueDate: at(2026, 2, 28), amount: toCentavos(33.33), isPaid: false },
      { dueDate: at(2026, 3, 31), amount: toCentavos(33.33), isPaid: false },
    ]);
    const raw = (await getDoc(doc(c.db, 'users', c.uid, 'debts', id))).data();
    expect(raw?.['paymentSchedule'][0]).toEqual({
      dueDate: Timestamp.fromDate(at(2026, 1, 31)),
      amount: 33.34,
      isPaid: false,
    });
  });

  it('single payment: one entry on the due date', async () => {
    const id = await debt({ ...OWE, paymentType: 'single', dueDate: at(2026, 4, 1, 15), startDate: null });
    expect((await getDebt(c.scope, id))?.paymentSchedule).toEqual([
      { dueDate: at(2026, 4, 1), amount: toCentavos(100), isPaid: false },
    ]);
  });

  it('lists newest first; a missing id reads as null', async () => {
    const u = await createTestUser('dlist');
    try {
      const a = (await createDebt(u.scope, OWE, at(2026, 1, 1))).id;
      const b = (await createDebt(u.scope, OWED, at(2026, 1, 2))).id;
      expect((await listDebts(u.scope)).map((d) => d.id)).toEqual([b, a]);
      expect(await getDebt(u.scope, 'missing')).toBeNull();
    } finally {
      await u.close();
    }
  });

  it.each<[Partial<DebtFormInput>, string]>([
    [{ name: '' }, 'Debt name is required'],
    [{ counterpartyName: ' ' }, 'Lender name is required'],
    [{ type: 'owed', counterpartyName: '' }, 'Borrower name is required'],
    [{ totalAmount: ZERO_CENTAVOS }, 'Please enter a valid total amount'],
    [{ paymentType: 'single', dueDate: null }, 'Please enter a due date'],
    [{ count: 1 }, 'Please enter valid multiple payment details'],
    [{ startDate: null }, 'Please enter valid multiple payment details'],
  ])('refuses %p: %p', async (over, message) => {
    await c.unchangedAfter(() => expectRefusal(createDebt(c.scope, { ...OWE, ...over }, NOW), message));
  });
});

describe('update and delete', () => {
  it('regenerates the schedule while no payment is marked', async () => {
    const id = await debt();
    await updateDebt(
      c.scope,
      {
        ...OWE,
        debtId: id,
        type: 'owed',
        totalAmount: toCentavos(10),
        count: 2,
        frequency: 'weekly',
        startDate: at(2026, 3, 1),
      },
      at(2026, 3, 16),
    );
    expect(await getDebt(c.scope, id)).toMatchObject({
      type: 'owed',
      totalAmount: toCentavos(10),
      createdAt: NOW,
      updatedAt: at(2026, 3, 16),
      paymentSchedule: [
        { dueDate: at(2026, 3, 1), amount: toCentavos(5), isPaid: false },
        { dueDate: at(2026, 3, 8), amount: toCentavos(5), isPaid: false },
      ],
    });
  });

  it('only changes name and counterparty once locked; a type change is refused', async () => {
    const id = await debt();
    await markDebtPayments(c.scope, { debtId: id, indexes: [0], source: MARK_ONLY }, NOW);
    const before = await getDebt(c.scope, id);
    await updateDebt(c.scope, { ...OWE, debtId: id, name: 'Phone', counterpartyName: 'Ate' }, at(2026, 3, 16));
    expect(await getDebt(c.scope, id)).toEqual({
      ...before,
      name: 'Phone',
      counterpartyName: 'Ate',
      updatedAt: at(2026, 3, 16),
    });
    await c.unchangedAfter(() =>
      expectRefusal(
        updateDebt(c.scope, { ...OWE, debtId: id, type: 'owed' }, NOW),
        'The debt type cannot change while payments are marked. Unmark them first.',
      ),
    );
  });

  it.each<[string, Partial<DebtFormInput>]>([
    ['total', { totalAmount: toCentavos(900) }],
    ['payment type', { paymentType: 'single', dueDate: at(2026, 4, 1) }],
    ['count', { count: 4 }],
  ])('refuses a locked edit that still changes the %s, writing nothing', async (_, over) => {
    const id = await debt();
    await markDebtPayments(c.scope, { debtId: id, indexes: [0], source: MARK_ONLY }, NOW);
    await c.unchangedAfter(() =>
      expectRefusal(
        updateDebt(c.scope, { ...OWE, ...over, name: 'Phone', debtId: id }, NOW),
        'Some payments are already marked. Unmark all payments first to change the amount, payment type or schedule.',
      ),
    );
  });

  it.each<[Partial<DebtFormInput>, string]>([
    [{ name: ' ' }, 'Debt name is required'],
    [{ totalAmount: ZERO_CENTAVOS }, 'Total amount must be greater than zero'],
    [{ paymentType: 'single', dueDate: null }, 'Please enter a due date'],
    [{ count: 1 }, 'Please enter valid multiple payment details'],
  ])('refuses an edit %p: %p', async (over, message) => {
    const id = await debt();
    await c.unchangedAfter(() => expectRefusal(updateDebt(c.scope, { ...OWE, ...over, debtId: id }, NOW), message));
  });

  it('deletes; a missing debt is not found everywhere', async () => {
    const id = await debt();
    await deleteDebt(c.scope, { debtId: id });
    expect(await getDebt(c.scope, id)).toBeNull();
    for (const attempt of [
      () => deleteDebt(c.scope, { debtId: id }),
      () => updateDebt(c.scope, { ...OWE, debtId: id }, NOW),
      () => markDebtPayments(c.scope, { debtId: id, indexes: [0], source: MARK_ONLY }, NOW),
      () => unmarkDebtPayments(c.scope, { debtId: id, indexes: [0] }, NOW),
    ]) {
      await expectRefusal(attempt(), 'Debt not found', 'not-found');
    }
  });
});

describe('mark and unmark', () => {
  it('owe: an expense per payment; unmark: an income reversal and the entry loses its accountId', async () => {
    const a = await account('BDO', toCentavos(100));
    const id = await debt();
    await markDebtPayments(c.scope, { debtId: id, indexes: [2, 0], source: fromAccount(a) }, NOW);
    expect(await balance(a)).toBe(toCentavos(33.33));
    expect((await getDebt(c.scope, id))?.paymentSchedule.map((e) => [e.isPaid, e.accountId])).toEqual([
      [true, a],
      [false, undefined],
      [true, a],
    ]);
    expect(
      (await accountTxs(a))
        .filter((t) => t.category === 'Debt')
        .map((t) => [t.type, t.amount, t.description])
        .sort(),
    ).toEqual([
      ['expense', toCentavos(33.33), 'Debt payment: Laptop (Payment 3)'],
      ['expense', toCentavos(33.34), 'Debt payment: Laptop (Payment 1)'],
    ]);

    await unmarkDebtPayments(c.scope, { debtId: id, indexes: [0] }, NOW);
    expect(await balance(a)).toBe(toCentavos(66.67));
    const d = await getDebt(c.scope, id);
    expect(d?.paymentSchedule[0]).toEqual({ dueDate: at(2026, 1, 31), amount: toCentavos(33.34), isPaid: false });
    const raw = (await getDoc(doc(c.db, 'users', c.uid, 'debts', id))).data();
    expect(raw?.['paymentSchedule'][0]).not.toHaveProperty('accountId');
    expect(
      (await accountTxs(a)).find((t) => t.description === 'Reversal of debt payment: Laptop (Payment 1)'),
    ).toMatchObject({
      type: 'income',
      amount: toCentavos(33.34),
      category: 'Debt',
    });
  });

  it('owed: an income per payment; unmark: an expense reversal', async () => {
    const a = await account('Savings', ZERO_CENTAVOS);
    const id = await debt(OWED);
    await markDebtPayments(c.scope, { debtId: id, indexes: [0, 1, 2], source: fromAccount(a) }, NOW);
    expect(await balance(a)).toBe(toCentavos(100));
    expect((await accountTxs(a)).filter((t) => t.category === 'Debt' && t.type === 'income')).toHaveLength(3);
    expect((await accountTxs(a)).map((t) => t.description)).toContain('Debt received: Loan to Ana (Payment 2)');
    await unmarkDebtPayments(c.scope, { debtId: id, indexes: [1] }, NOW);
    expect(await balance(a)).toBe(toCentavos(66.67));
    expect((await accountTxs(a)).find((t) => t.type === 'expense')).toMatchObject({
      amount: toCentavos(33.33),
      category: 'Debt',
      description: 'Reversal of debt received: Loan to Ana (Payment 2)',
    });
  });

  it('mark only: no transaction; unmark of it: none either', async () => {
    const a = await account('Quiet', toCentavos(5));
    const id = await debt();
    await markDebtPayments(c.scope, { debtId: id, indexes: [1], source: MARK_ONLY }, NOW);
    await unmarkDebtPayments(c.scope, { debtId: id, indexes: [1] }, NOW);
    expect(await balance(a)).toBe(toCentavos(5));
    expect(await accountTxs(a)).toHaveLength(1); // the initial balance only
  });

  it('refuses to mark: already paid, unknown or none, no account, missing account, owe without funds', async () => {
    const a = await account('Thin', toCentavos(66.65));
    const id = await debt();
    await markDebtPayments(c.scope, { debtId: id, indexes: [0], source: MARK_ONLY }, NOW);
    const cases: [number[], PaymentSource, string][] = [
      [[0, 1], MARK_ONLY, 'Some payments not found or already paid'],
      [[5], MARK_ONLY, 'Some payments not found or already paid'],
      [[], MARK_ONLY, 'Some payments not found or already paid'],
      [[1], fromAccount(''), 'Please select an account'],
      [[1], fromAccount('gone'), 'Selected account not found'],
      [[1, 2], fromAccount(a), 'Insufficient funds in Thin. Available: ₱66.65'],
    ];
    const { scope } = c;
    for (const [indexes, source, message] of cases) {
      await c.unchangedAfter(() =>
        expectRefusal(markDebtPayments(scope, { debtId: id, indexes, source }, NOW), message),
      );
    }
    // Owed needs no funds: receiving adds money.
    const owed = await debt(OWED);
    const empty = await account('Empty', ZERO_CENTAVOS);
    await markDebtPayments(c.scope, { debtId: owed, indexes: [0, 1, 2], source: fromAccount(empty) }, NOW);
    expect(await balance(empty)).toBe(toCentavos(100));
  });

  it('refuses to unmark: unpaid, account gone, owed reversal without funds (checked payment by payment)', async () => {
    const a = await account('Owed', ZERO_CENTAVOS);
    const id = await debt(OWED);
    await markDebtPayments(c.scope, { debtId: id, indexes: [0, 1], source: fromAccount(a) }, NOW);
    // 66.67 received; spend 40 -> 26.67 left: payment 1 (33.34) cannot be reversed.
    await addTransaction(
      c.scope,
      { type: 'expense', amount: toCentavos(40), description: 'Spend', category: 'Food', accountId: a, date: NOW },
      NOW,
    );
    const cases: [number[], string][] = [
      [[0, 1], 'Insufficient funds in Owed to reverse payment 1. Available: ₱26.67'],
      [[1, 2], 'Some payments not found or already unpaid'],
      [[], 'Some payments not found or already unpaid'],
    ];
    const { scope } = c;
    for (const [indexes, message] of cases) {
      await c.unchangedAfter(() => expectRefusal(unmarkDebtPayments(scope, { debtId: id, indexes }, NOW), message));
    }
    await deleteAccountAsOriginalProduct(c.scope, a);
    await c.unchangedAfter(() =>
      expectRefusal(unmarkDebtPayments(c.scope, { debtId: id, indexes: [1] }, NOW), 'Account not found for payment 2'),
    );
    await expect(
      unmarkDebtPayments(c.scope, { debtId: id, indexes: [1], withoutReversalForMissingAccounts: true }, NOW),
    ).resolves.toEqual({ withoutReversal: [1] });
    expect((await getDebt(c.scope, id))?.paymentSchedule[1]).toEqual(expect.objectContaining({ isPaid: false }));
  });
});
