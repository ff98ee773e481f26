// Recurring bills and income against the real emulator and rules: the item's commands, and its
// occurrences paid, received, skipped and unpaid through the one schedule engine (linked,
// atomic, exactly once), with the ledger audit (balances, links, summaries) after each move.
import { doc, getDoc } from 'firebase/firestore/lite';
import {
  ACCOUNT_MESSAGES,
  RECURRING_MESSAGES as R,
  accountInUseMessage,
  manilaDayNumber,
  toCentavos,
  type PaymentSource,
  type RecurringFormInput,
} from '@pitaka/domain';
import { at, snapshotUserTree } from '../../testing/emulator';
import { expectNothingWritten, expectRefusal } from '../../testing/expect';
import { brokenRule, readRawState } from '../../testing/ledger-invariant';
import { testUser } from '../../testing/test-user';
import {
  createRecurring,
  deleteAccount,
  deleteRecurring,
  fetchAccountTransactionsPage,
  getRecurring,
  listRecurring,
  markRows,
  pauseRecurring,
  resumeRecurring,
  revertTransaction,
  skipOccurrences,
  unmarkRows,
  unskipOccurrences,
  updateRecurring,
} from './index';

jest.setTimeout(120_000);

const NOW = at(2026, 11, 25, 9, 30);
/** The Manila day number of a calendar day: the key of its occurrence. */
const key = (year: number, month: number, day: number) => manilaDayNumber(at(year, month, day, 12));

const c = testUser('recurring', { each: true });
let wallet: string;

beforeEach(async () => {
  wallet = await c.setUp('Wallet', at(2026, 9, 1), toCentavos(10_000));
});

/** Meralco: ₱2,500 on the 31st of every month (30 November, 28 February), from 31 October 2026. */
const bill = (over: Partial<RecurringFormInput> = {}): RecurringFormInput => ({
  name: 'Meralco',
  type: 'expense',
  category: 'Bills',
  accountId: wallet,
  amount: toCentavos(2500),
  varies: false,
  rule: { kind: 'monthly', day: 31 },
  startDate: at(2026, 10, 31),
  ...over,
});

const fromWallet = (): PaymentSource => ({ kind: 'account', accountId: wallet });
const recurring = (id: string, keys: number[]) => ({ schedule: { kind: 'recurring' as const, id }, keys });
const walletTxs = async () => (await fetchAccountTransactionsPage(c.scope, wallet, { pageSize: 50 })).items;

async function expectLedgerHolds() {
  expect(brokenRule(await readRawState(c.db, c.uid))).toBeNull();
}

describe('the item', () => {
  it('is created with its rule, listed, edited, and deleted', async () => {
    const { id } = await createRecurring(c.scope, bill({ name: '  Meralco ' }), NOW);
    expect(await getRecurring(c.scope, id)).toEqual({
      id,
      name: 'Meralco',
      type: 'expense',
      category: 'Bills',
      accountId: wallet,
      amount: toCentavos(2500),
      rule: { kind: 'monthly', day: 31 },
      startDate: at(2026, 10, 31),
      pauses: [],
      occurrences: {},
      createdAt: NOW,
      updatedAt: NOW,
    });
    await updateRecurring(c.scope, { recurringId: id, ...bill({ varies: true, rule: { kind: 'kinsenas' } }) }, NOW);
    expect(await getRecurring(c.scope, id)).toMatchObject({ amount: null, rule: { kind: 'kinsenas' } });
    expect((await listRecurring(c.scope)).map((r) => r.id)).toEqual([id]);
    await deleteRecurring(c.scope, { recurringId: id });
    expect(await getRecurring(c.scope, id)).toBeNull();
  });

  it('refuses a form that does not pass, or an account that does not exist, writing nothing', async () => {
    await expectNothingWritten(c.scope, () =>
      expectRefusal(createRecurring(c.scope, bill({ rule: { kind: 'monthly', day: 32 } }), NOW), R.monthDay),
    );
    await expectNothingWritten(c.scope, () =>
      expectRefusal(createRecurring(c.scope, bill({ accountId: 'gone' }), NOW), ACCOUNT_MESSAGES.accountNotFound),
    );
  });

  it('pauses from today and resumes; the days in between are not due', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    await pauseRecurring(c.scope, { recurringId: id }, at(2026, 12, 1, 8));
    await expectRefusal(pauseRecurring(c.scope, { recurringId: id }, NOW), R.alreadyPaused);
    await resumeRecurring(c.scope, { recurringId: id }, at(2027, 2, 3, 18));
    expect((await getRecurring(c.scope, id))?.pauses).toEqual([{ from: at(2026, 12, 1), until: at(2027, 2, 3) }]);
    await expectRefusal(resumeRecurring(c.scope, { recurringId: id }, NOW), R.notPaused);
    await expectRefusal(
      markRows(c.scope, { ...recurring(id, [key(2026, 12, 31)]), source: fromWallet() }, NOW),
      R.occurrenceMissing,
    );
  });
});

describe('an occurrence', () => {
  it('is paid once from an account, linked both ways, booked in its month; unpaid with a reversal', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    const november = key(2026, 11, 30);
    await markRows(c.scope, { ...recurring(id, [november]), source: fromWallet() }, NOW);

    const [paid] = await walletTxs();
    expect(paid).toMatchObject({
      type: 'expense',
      amount: toCentavos(2500),
      description: 'Bill paid: Meralco (Nov 30, 2026)',
      category: 'Bills',
      source: { kind: 'recurring', id, index: november, reversal: false },
    });
    expect((await getRecurring(c.scope, id))?.occurrences).toEqual({
      '2026-11-30': { status: 'paid', amount: toCentavos(2500), accountId: wallet, transactionId: paid.id },
    });
    await expectLedgerHolds();

    await unmarkRows(c.scope, recurring(id, [november]), NOW);
    // Booked at the same instant as the payment: found by its link, not by its place in the list.
    const reversal = (await walletTxs()).find((t) => t.source?.reversal);
    expect(reversal).toMatchObject({
      type: 'income',
      amount: toCentavos(2500),
      description: 'Reversal of bill paid: Meralco (Nov 30, 2026)',
      source: { kind: 'recurring', id, index: november, reversal: true },
    });
    expect((await getRecurring(c.scope, id))?.occurrences).toEqual({});
    await expectLedgerHolds();
  });

  it('of an expected income is received into the account (kinsenas: the 15th and the last day)', async () => {
    const salary = bill({ name: 'Salary', type: 'income', category: 'Salary', rule: { kind: 'kinsenas' } });
    const { id } = await createRecurring(c.scope, { ...salary, amount: toCentavos(15_000) }, NOW);
    await markRows(c.scope, { ...recurring(id, [key(2026, 11, 15), key(2026, 11, 30)]), source: fromWallet() }, NOW);
    expect(await c.balance(wallet)).toBe(toCentavos(40_000));
    expect((await walletTxs()).map((t) => t.description).sort()).toEqual([
      'Income received: Salary (Nov 15, 2026)',
      'Income received: Salary (Nov 30, 2026)',
      'Initial balance',
    ]);
    await expectLedgerHolds();
  });

  it('is paid exactly once when two tabs pay it at the same time', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    const pay = () => markRows(c.scope, { ...recurring(id, [key(2026, 11, 30)]), source: fromWallet() }, NOW);
    const outcomes = await Promise.allSettled([pay(), pay(), pay()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ message: R.occurrenceAlreadyPaid });
    expect(await c.balance(wallet)).toBe(toCentavos(7500));
    await expectLedgerHolds();
  });

  it('of an amount that varies asks for it, and keeps what was paid', async () => {
    const { id } = await createRecurring(c.scope, bill({ varies: true, amount: null }), NOW);
    const november = key(2026, 11, 30);
    await expectNothingWritten(c.scope, () =>
      expectRefusal(markRows(c.scope, { ...recurring(id, [november]), source: fromWallet() }, NOW), R.amountToPay),
    );
    await markRows(c.scope, { ...recurring(id, [november]), source: fromWallet(), amount: toCentavos(3124.5) }, NOW);
    expect((await getRecurring(c.scope, id))?.occurrences['2026-11-30']?.amount).toBe(toCentavos(3124.5));
    expect(await c.balance(wallet)).toBe(toCentavos(6875.5));
    await unmarkRows(c.scope, recurring(id, [november]), NOW);
    expect(await c.balance(wallet)).toBe(toCentavos(10_000));
    await expectLedgerHolds();
  });

  it('refuses a day that is not an occurrence, or more than the account holds, writing nothing', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    await expectNothingWritten(c.scope, () =>
      expectRefusal(
        markRows(c.scope, { ...recurring(id, [key(2026, 11, 29)]), source: fromWallet() }, NOW),
        R.occurrenceMissing,
      ),
    );
    const fiveMonths = [11, 12].map((m) => key(2026, m, m === 11 ? 30 : 31));
    const more = [1, 2, 3].map((m) => key(2027, m, [31, 28, 31][m - 1]));
    await expectNothingWritten(c.scope, () =>
      expectRefusal(
        markRows(c.scope, { ...recurring(id, [...fiveMonths, ...more]), source: fromWallet() }, NOW),
        'Insufficient funds in Wallet. Available balance: ₱10,000.00',
      ),
    );
  });

  it('is unpaid by reverting its transaction, like a paluwagan week', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    await markRows(c.scope, { ...recurring(id, [key(2026, 11, 30)]), source: fromWallet() }, NOW);
    const [paid] = await walletTxs();
    await revertTransaction(c.scope, { transactionId: paid.id }, NOW);
    expect((await getRecurring(c.scope, id))?.occurrences).toEqual({});
    expect(await c.balance(wallet)).toBe(toCentavos(10_000));
    await expectLedgerHolds();
  });

  it('is skipped (then not payable) and unskipped; a paid one cannot be skipped', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    const [november, december] = [key(2026, 11, 30), key(2026, 12, 31)];
    await skipOccurrences(c.scope, { recurringId: id, keys: [november] }, NOW);
    expect((await getRecurring(c.scope, id))?.occurrences).toEqual({ '2026-11-30': { status: 'skipped' } });
    await expectRefusal(
      markRows(c.scope, { ...recurring(id, [november]), source: fromWallet() }, NOW),
      R.occurrenceMissing,
    );
    await unskipOccurrences(c.scope, { recurringId: id, keys: [november] }, NOW);
    await expectRefusal(unskipOccurrences(c.scope, { recurringId: id, keys: [november] }, NOW), R.occurrenceNotSkipped);
    await markRows(c.scope, { ...recurring(id, [december]), source: fromWallet() }, NOW);
    await expectNothingWritten(c.scope, () =>
      expectRefusal(
        skipOccurrences(c.scope, { recurringId: id, keys: [november, december] }, NOW),
        R.occurrenceAlreadyPaid,
      ),
    );
  });

  it('keeps its payment when the item is edited; the type cannot change once one is paid', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    await markRows(c.scope, { ...recurring(id, [key(2026, 11, 30)]), source: fromWallet() }, NOW);
    await expectRefusal(updateRecurring(c.scope, { recurringId: id, ...bill({ type: 'income' }) }, NOW), R.typeLocked);
    // Moved to the 15th: the paid 30 November is no longer an occurrence, but can still be unpaid.
    await updateRecurring(c.scope, { recurringId: id, ...bill({ rule: { kind: 'monthly', day: 15 } }) }, NOW);
    await unmarkRows(c.scope, recurring(id, [key(2026, 11, 30)]), NOW);
    expect(await c.balance(wallet)).toBe(toCentavos(10_000));
    await expectLedgerHolds();
  });

  it('keeps the account it was paid from: deleting that account is refused', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    await markRows(c.scope, { ...recurring(id, [key(2026, 11, 30)]), source: fromWallet() }, NOW);
    await expectNothingWritten(c.scope, () =>
      expectRefusal(
        deleteAccount(c.scope, { accountId: wallet }, NOW),
        accountInUseMessage('Wallet', 'the Nov 30, 2026 occurrence of Meralco', 1),
      ),
    );
  });

  it('stays in the history as an ordinary transaction when its item is deleted', async () => {
    const { id } = await createRecurring(c.scope, bill(), NOW);
    await markRows(c.scope, { ...recurring(id, [key(2026, 11, 30)]), source: fromWallet() }, NOW);
    await deleteRecurring(c.scope, { recurringId: id });
    const [paid] = await walletTxs();
    await revertTransaction(c.scope, { transactionId: paid.id }, NOW);
    expect(await c.balance(wallet)).toBe(toCentavos(10_000));
    const tree = await snapshotUserTree(c.scope);
    expect(Object.keys(tree).some((path) => path.includes('/recurring/'))).toBe(false);
    expect((await getDoc(doc(c.db, 'users', c.uid, 'recurring', id))).exists()).toBe(false);
  });
});
