// Transactions booked by paluwagan and debt actions stay linked to their rows: reverting one
// undoes its row in the same Firestore transaction, editing its money is refused, deleting the
// paluwagan or debt leaves ordinary history, and an account in use cannot be deleted.
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { ZERO_CENTAVOS, toCentavos } from '@pitaka/domain';
import { at, ownerDb } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import {
  createDebt,
  deleteAccount,
  deletePaluwagan,
  editTransaction,
  getDebt,
  getPaluwagan,
  listAccounts,
  listRecentTransactions,
  revertTransaction,
} from './index';
import {
  fromAccount,
  markDebtPayments,
  payWeeks,
  receivePayout,
  startPaluwagan,
  unpayWeeks,
} from '../../testing/schedule-commands';
import { testUser } from '../../testing/test-user';

// Sunday 15 March 2026. Start Friday 20 Feb -> payouts Feb 22, Mar 1, 8, 15, 22, 29.
const NOW = at(2026, 3, 15, 9, 30);

const c = testUser('links', { each: true });
const { account, balance } = c;
const paluwagan = () =>
  startPaluwagan(c.scope, { totalNumbers: 6, amountPerNumber: toCentavos(500), selectedNumbers: [2, 4] }, NOW);
const transactions = async () => listRecentTransactions(c.scope, 100);
const generated = async (description: RegExp) => (await transactions()).filter((t) => description.test(t.description));

describe('reverting a linked transaction', () => {
  it('reverting a week payment marks the week unpaid, with no second reversal', async () => {
    const a = await account('Wallet', toCentavos(2000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [3], source: fromAccount(a) }, NOW);
    const [payment] = await generated(/^Paluwagan payment/);
    expect(payment.source).toEqual({ kind: 'paluwagan-week', id, index: 3, reversal: false });
    expect((await getPaluwagan(c.scope, id))?.weeklyPayments[2]).toMatchObject({
      isPaid: true,
      accountId: a,
      transactionId: payment.id,
    });

    await revertTransaction(c.scope, { transactionId: payment.id }, NOW);
    const week = (await getPaluwagan(c.scope, id))?.weeklyPayments[2];
    expect(week).toMatchObject({ isPaid: false });
    expect([week?.accountId, week?.transactionId]).toEqual([undefined, undefined]);
    expect(await balance(a)).toBe(toCentavos(2000));
    expect(await generated(/paluwagan/i)).toEqual([]);
    // Nothing left to reverse: unmarking now is refused as "already unpaid".
    await expectRefusal(
      unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [3] }, NOW),
      'Some payments not found or already unpaid',
    );
  });

  it('refuses to revert a reversal, or a payment that was already reversed', async () => {
    const a = await account('Wallet', toCentavos(2000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [3], source: fromAccount(a) }, NOW);
    await unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [3] }, NOW);
    const [reversal] = await generated(/^Reversal of paluwagan payment/);
    const [payment] = await generated(/^Paluwagan payment/);
    expect(reversal.source).toEqual({ kind: 'paluwagan-week', id, index: 3, reversal: true });
    await c.unchangedAfter(() =>
      expectRefusal(
        revertTransaction(c.scope, { transactionId: reversal.id }, NOW),
        'This transaction reverses week 3 of Office Paluwagan and cannot be reverted on its own. Mark that payment again instead.',
      ),
    );
    await c.unchangedAfter(() =>
      expectRefusal(
        revertTransaction(c.scope, { transactionId: payment.id }, NOW),
        'This payment for week 3 of Office Paluwagan was already reversed. Reverting it as well would count the money twice.',
      ),
    );
    // Paid again from another account: the old payment still cannot be reverted, the new one can.
    const b = await account('Bank', toCentavos(1500));
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [3], source: fromAccount(b) }, NOW);
    await expectRefusal(
      revertTransaction(c.scope, { transactionId: payment.id }, NOW),
      'This payment for week 3 of Office Paluwagan was already reversed. Reverting it as well would count the money twice.',
    );
    const [again] = (await generated(/^Paluwagan payment/)).filter((t) => t.accountId === b);
    await revertTransaction(c.scope, { transactionId: again.id }, NOW);
    expect([await balance(a), await balance(b)]).toEqual([toCentavos(2000), toCentavos(1500)]);
  });

  it('reverting a payout income marks it unreceived; it needs the funds like any income', async () => {
    const a = await account('Payout', ZERO_CENTAVOS);
    const id = await paluwagan();
    await receivePayout(c.scope, { paluwaganId: id, number: 4, accountId: a }, NOW);
    const [income] = await generated(/^Paluwagan payout/);
    expect(income.source).toEqual({ kind: 'paluwagan-payout', id, index: 4, reversal: false });
    await revertTransaction(c.scope, { transactionId: income.id }, NOW);
    expect((await getPaluwagan(c.scope, id))?.numbers[3]).toMatchObject({ number: 4, isPaid: false });
    expect(await balance(a)).toBe(ZERO_CENTAVOS);

    await receivePayout(c.scope, { paluwaganId: id, number: 4, accountId: a }, NOW);
    const [again] = await generated(/^Paluwagan payout/);
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1, 2], source: fromAccount(a) }, NOW); // spends 2,000 of 3,000
    await c.unchangedAfter(() =>
      expectRefusal(
        revertTransaction(c.scope, { transactionId: again.id }, NOW),
        'Cannot revert this transaction: it would result in a negative balance',
      ),
    );
  });

  it('reverting a debt payment marks the entry unpaid (owed: received into an account)', async () => {
    const a = await account('Wallet', ZERO_CENTAVOS);
    const { id } = await createDebt(
      c.scope,
      {
        type: 'owed',
        name: 'Loan to Ana',
        counterpartyName: 'Ana',
        totalAmount: toCentavos(1000),
        paymentType: 'multiple',
        startDate: at(2026, 3, 1),
        count: 3,
        frequency: 'monthly',
      },
      NOW,
    );
    await markDebtPayments(c.scope, { debtId: id, indexes: [1], source: fromAccount(a) }, NOW);
    const [received] = await generated(/^Debt received/);
    expect(received.source).toEqual({ kind: 'debt-payment', id, index: 1, reversal: false });
    await revertTransaction(c.scope, { transactionId: received.id }, NOW);
    const entry = (await getDebt(c.scope, id))?.paymentSchedule[1];
    expect(entry).toMatchObject({ isPaid: false, amount: toCentavos(333.33) });
    expect(entry?.accountId).toBeUndefined();
    expect(await balance(a)).toBe(ZERO_CENTAVOS);
  });
});

describe('editing a linked transaction', () => {
  it('refuses a new amount, type, category or account; changes its description and date', async () => {
    const a = await account('Wallet', toCentavos(2000));
    const b = await account('Bank', toCentavos(2000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [2], source: fromAccount(a) }, NOW);
    const [payment] = await generated(/^Paluwagan payment/);
    const same = {
      transactionId: payment.id,
      type: payment.type,
      amount: payment.amount,
      description: payment.description,
      category: payment.category,
      accountId: a,
      date: payment.date,
    };
    const refusal =
      'This transaction belongs to week 2 of Office Paluwagan. Change its amount, type, category or account there; here you can edit its description, date and time.';
    const refused = (change: Partial<typeof same>) =>
      c.unchangedAfter(() => expectRefusal(editTransaction(c.scope, { ...same, ...change }, NOW), refusal));
    await refused({ amount: toCentavos(400) });
    await refused({ type: 'income', category: 'Gift' });
    await refused({ category: 'Food' });
    await refused({ accountId: b });
    const date = at(2026, 3, 14, 7, 45);
    await editTransaction(c.scope, { ...same, description: 'Hulog kay Aling Nena', date }, NOW);
    const [edited] = (await transactions()).filter((t) => t.id === payment.id);
    expect(edited).toMatchObject({
      description: 'Hulog kay Aling Nena',
      date,
      amount: toCentavos(1000),
      source: payment.source,
    });
    expect(await balance(a)).toBe(toCentavos(1000));
  });
});

describe('deleting a paluwagan or debt with paid rows', () => {
  it('keeps its transactions as ordinary history: balances stay, revert and edit work as usual', async () => {
    const a = await account('Wallet', toCentavos(2000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: fromAccount(a) }, NOW);
    await deletePaluwagan(c.scope, { paluwaganId: id });
    expect(await balance(a)).toBe(toCentavos(1000));
    const [payment] = await generated(/^Paluwagan payment/);
    await editTransaction(
      c.scope,
      {
        transactionId: payment.id,
        type: 'expense',
        amount: toCentavos(900),
        description: payment.description,
        category: 'Other',
        accountId: a,
        date: payment.date,
      },
      NOW,
    );
    expect(await balance(a)).toBe(toCentavos(1100));
    await revertTransaction(c.scope, { transactionId: payment.id }, NOW);
    expect(await balance(a)).toBe(toCentavos(2000));
  });
});

describe('deleting an account', () => {
  it('is refused while a paid week, payout or debt payment points at it', async () => {
    const a = await account('Wallet', toCentavos(5000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1, 2], source: fromAccount(a) }, NOW);
    await c.unchangedAfter(() =>
      expectRefusal(
        deleteAccount(c.scope, { accountId: a }),
        'Cannot delete Wallet: week 1 of Office Paluwagan and 1 other payment(s) are still marked as paid from it. Unmark them first.',
      ),
    );
    // The refusal keeps its reference, the row nested in it, for a screen in another language.
    await expect(deleteAccount(c.scope, { accountId: a })).rejects.toMatchObject({
      ref: {
        group: 'links',
        key: 'accountInUse',
        values: { account: 'Wallet', count: 2, row: { ref: { key: 'row.paluwaganWeek', values: { week: 1 } } } },
      },
    });
    await unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [1, 2] }, NOW);
    await receivePayout(c.scope, { paluwaganId: id, number: 2, accountId: a }, NOW);
    await expectRefusal(
      deleteAccount(c.scope, { accountId: a }),
      'Cannot delete Wallet: the payout of number 2 of Office Paluwagan is still marked as paid from it. Unmark it first.',
    );
  });

  it('otherwise deletes it; its transactions stay, and the rest of the ledger still adds up', async () => {
    const a = await account('Wallet', toCentavos(700));
    const b = await account('Bank', toCentavos(300));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: { kind: 'markOnly' } }, NOW);
    await deleteAccount(c.scope, { accountId: a });
    expect((await listAccounts(c.scope)).map((x) => [x.id, x.balance])).toEqual([[b, toCentavos(300)]]);
    const kept = (await transactions()).filter((t) => t.accountId === a);
    expect(kept).toEqual([
      expect.objectContaining({ accountName: 'Wallet', amount: toCentavos(700), description: 'Initial balance' }),
    ]);
  });
});

describe('documents of the original product', () => {
  it('a paluwagan transaction without a link is an ordinary transaction', async () => {
    const a = await account('Wallet', toCentavos(1000));
    const raw = doc(ownerDb(), 'users', c.uid, 'transactions', '1741996800000');
    await setDoc(raw, {
      type: 'expense',
      amount: 100,
      description: 'Paluwagan payment: Old (Week 1)',
      category: 'Paluwagan',
      accountId: a,
      accountName: 'Wallet',
      date: Timestamp.fromDate(NOW),
      createdAt: Timestamp.fromDate(NOW),
    });
    const [old] = (await transactions()).filter((t) => t.id === raw.id);
    expect(old.source).toBeUndefined();
    await revertTransaction(c.scope, { transactionId: raw.id }, NOW);
    expect((await getDoc(raw)).exists()).toBe(false);
    expect(await balance(a)).toBe(toCentavos(1100));
  });
});
