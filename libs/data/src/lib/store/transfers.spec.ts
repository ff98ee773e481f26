// Transfers between own accounts against the real emulator and rules: one Firestore transaction
// for both halves, the fee and both balances; revert and edit act on the whole transfer.
import { doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import { ZERO_CENTAVOS, addMoney, toCentavos, type Centavos } from '@pitaka/domain';
import { at, signInAgain, snapshotUserTree, type TestClient } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import { brokenRule, readRawState } from '../../testing/ledger-invariant';
import { testUser } from '../../testing/test-user';
import { DataError } from '@pitaka/platform';
import * as ledger from '@pitaka/ledger';
import { Ledger } from '@pitaka/ledger';
import { runCommand } from '../../testing/client-transaction';
import {
  addTransaction,
  addTransfer,
  completeSetup,
  deleteAccount,
  editTransaction,
  editTransfer,
  fetchTransactionsPage,
  getTransfer,
  revertTransaction,
  revertTransfer,
  type TransferFields,
} from './index';

jest.setTimeout(60_000);

const NOW = at(2026, 3, 15, 9, 30);
const DATE = at(2026, 3, 14, 18, 45);
const c = testUser('transfer');
beforeAll(async () => {
  await completeSetup(c.scope, { email: c.email, currency: 'PHP', name: 'Setup', type: 'cash' }, NOW);
});
afterEach(() => jest.restoreAllMocks());

const fields = (fromAccountId: string, toAccountId: string, over: Partial<TransferFields> = {}): TransferFields => ({
  fromAccountId,
  toAccountId,
  amount: toCentavos(1000),
  fee: toCentavos(15),
  note: '',
  date: DATE,
  ...over,
});
/** An ordinary expense that spends `amount` of the account (a destination using the money it got). */
const spend = (accountId: string, amount: Centavos) =>
  addTransaction(
    c.scope,
    { type: 'expense', amount, description: 'Load', category: 'Other', accountId, date: NOW },
    NOW,
  );
const raw = async (id: string) => (await getDoc(doc(c.db, 'users', c.uid, 'transactions', id))).data();
const expectLedgerHolds = async () => expect(brokenRule(await readRawState(c.db, c.uid))).toBeNull();

describe('add transfer', () => {
  it('books both halves and the fee, linked to one transfer, and moves both balances exactly', async () => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(5000)), await c.account('GCash', toCentavos(50))];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    expect([await c.balance(bpi), await c.balance(gcash)]).toEqual([toCentavos(3985), toCentavos(1050)]);
    const common = { date: Timestamp.fromDate(DATE), createdAt: Timestamp.fromDate(NOW) };
    expect(await raw(`${id}-out`)).toEqual({
      ...common,
      type: 'expense',
      amount: 1000,
      description: 'Transfer to GCash',
      category: 'Transfer',
      accountId: bpi,
      accountName: 'BPI',
      transfer: { id, role: 'out', accountId: gcash, accountName: 'GCash' },
    });
    expect(await raw(`${id}-in`)).toEqual({
      ...common,
      type: 'income',
      amount: 1000,
      description: 'Transfer from BPI',
      category: 'Transfer',
      accountId: gcash,
      accountName: 'GCash',
      transfer: { id, role: 'in', accountId: bpi, accountName: 'BPI' },
    });
    expect(await raw(`${id}-fee`)).toMatchObject({ type: 'expense', amount: 15, category: 'Fees', accountId: bpi });
    expect(await getTransfer(c.scope, id)).toEqual({
      transferId: id,
      fromAccountId: bpi,
      toAccountId: gcash,
      amount: toCentavos(1000),
      fee: toCentavos(15),
      received: toCentavos(1000),
      note: '',
      date: DATE,
    });
    await expectLedgerHolds();
  });

  it('writes no fee document without a fee', async () => {
    const [a, b] = [await c.account('A', toCentavos(100)), await c.account('B', ZERO_CENTAVOS)];
    const { id } = await addTransfer(
      c.scope,
      fields(a, b, { amount: toCentavos(100), fee: null, note: 'All of it' }),
      NOW,
    );
    expect([await c.balance(a), await c.balance(b)]).toEqual([ZERO_CENTAVOS, toCentavos(100)]);
    expect(await raw(`${id}-fee`)).toBeUndefined();
    expect(await raw(`${id}-in`)).toMatchObject({ description: 'All of it' });
  });

  it.each([
    [
      'amount + fee above the balance',
      { amount: toCentavos(990), fee: toCentavos(15) },
      'Insufficient funds in Short. Available balance: ₱1,000.00',
    ],
    ['the same account twice', { toAccountId: 'same' }, 'Choose two different accounts'],
    ['a missing destination', { toAccountId: 'gone' }, 'Account not found'],
    ['an invalid date', { amount: toCentavos(100), date: new Date(Number.NaN) }, 'Please enter a valid date'],
  ])('refuses %s and writes nothing', async (_case, over, message) => {
    const [from, to] = [await c.account('Short', toCentavos(1000)), await c.account('Other', ZERO_CENTAVOS)];
    const input = fields(from, to, over);
    if (input.toAccountId === 'same') input.toAccountId = from;
    await c.unchangedAfter(() => expectRefusal(addTransfer(c.scope, input, NOW), message));
  });

  /** Makes the ledger throw when it stages its `failing`-th document. */
  function failStagingPart(failing: number) {
    const post = Ledger.prototype.post;
    let calls = 0;
    jest.spyOn(Ledger.prototype, 'post').mockImplementation(function (
      this: Ledger,
      ...args: Parameters<Ledger['post']>
    ) {
      if (++calls === failing) throw new Error('disk on fire');
      return post.apply(this, args);
    });
  }

  // The ledger over the client's Firestore port (the long jobs' until they move to the server; the
  // functions' Admin port is its twin): a transaction that throws part-way commits nothing.
  it.each([1, 2, 3])('a failure while staging part %i writes nothing at all', async (failingPart) => {
    const [from, to] = [await c.account('From', toCentavos(2000)), await c.account('To', ZERO_CENTAVOS)];
    failStagingPart(failingPart);
    const before = await snapshotUserTree(c.scope);
    await expect(runCommand(c.scope, ledger.addTransfer, fields(from, to), NOW)).rejects.toMatchObject({
      message: 'disk on fire',
    });
    expect(await snapshotUserTree(c.scope)).toEqual(before);
  });

  it.each([1, 2, 3])('an edit failing at part %i leaves the original transfer as it was', async (failingPart) => {
    const [from, to] = [await c.account('From', toCentavos(2000)), await c.account('To', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(from, to), NOW);
    failStagingPart(failingPart);
    const before = await snapshotUserTree(c.scope);
    await expect(
      runCommand(
        c.scope,
        ledger.editTransfer,
        { transferId: id, ...fields(from, to, { amount: toCentavos(500), fee: toCentavos(5) }) },
        NOW,
      ),
    ).rejects.toMatchObject({ message: 'disk on fire' });
    expect(await snapshotUserTree(c.scope)).toEqual(before);
  });
});

describe('whose accounts', () => {
  const other = testUser('transfer-other');

  it("never reaches another user's account: refused as missing, nothing written anywhere", async () => {
    const [mine, theirs] = [await c.account('Mine', toCentavos(1000)), await other.account('Theirs', ZERO_CENTAVOS)];
    const before = await snapshotUserTree(other.scope);
    await c.unchangedAfter(() =>
      expectRefusal(
        addTransfer(c.scope, fields(mine, theirs, { amount: toCentavos(100), fee: null }), NOW),
        'Account not found',
      ),
    );
    expect(await snapshotUserTree(other.scope)).toEqual(before);
  });

  it('deleting one side follows the account rules: allowed, the transfer stays whole and still reverts', async () => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(5000)), await c.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    await deleteAccount(c.scope, { accountId: gcash });
    await expectLedgerHolds();
    await revertTransfer(c.scope, { transferId: id }, NOW);
    expect(await c.balance(bpi)).toBe(toCentavos(5000));
    expect(await raw(`${id}-in`)).toBeUndefined();
    await expectLedgerHolds();
  });
});

describe('revert and edit act on the whole transfer', () => {
  it.each(['out', 'in', 'fee'])('reverting the %s part reverts both halves and the fee', async (role) => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(5000)), await c.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    await revertTransaction(c.scope, { transactionId: `${id}-${role}` }, NOW);
    expect([await c.balance(bpi), await c.balance(gcash)]).toEqual([toCentavos(5000), ZERO_CENTAVOS]);
    expect([await raw(`${id}-out`), await raw(`${id}-in`), await raw(`${id}-fee`)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    await expectLedgerHolds();
  });

  it('refuses a revert once the destination spent the money, and writes nothing', async () => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(5000)), await c.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    await spend(gcash, toCentavos(500));
    await c.unchangedAfter(() =>
      expectRefusal(
        revertTransfer(c.scope, { transferId: id }, NOW),
        'Cannot revert this transaction: it would result in a negative balance',
      ),
    );
  });

  it.each(['out', 'in'])('editing from the %s half rewrites the whole transfer', async (role) => {
    const [bpi, gcash, maya] = [
      await c.account('BPI', toCentavos(5000)),
      await c.account('GCash', ZERO_CENTAVOS),
      await c.account('Maya', ZERO_CENTAVOS),
    ];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    const transferId = (await raw(`${id}-${role}`))?.['transfer'].id;
    const later = at(2026, 3, 15, 7, 0);
    await editTransfer(
      c.scope,
      { transferId, ...fields(bpi, maya, { amount: toCentavos(2000), fee: null, note: 'Rent share', date: later }) },
      NOW,
    );
    expect([await c.balance(bpi), await c.balance(gcash), await c.balance(maya)]).toEqual([
      toCentavos(3000),
      ZERO_CENTAVOS,
      toCentavos(2000),
    ]);
    expect(await raw(`${id}-fee`)).toBeUndefined();
    expect(await raw(`${id}-in`)).toMatchObject({
      accountId: maya,
      amount: 2000,
      description: 'Rent share',
      date: Timestamp.fromDate(later),
      createdAt: Timestamp.fromDate(NOW),
    });
    await expectLedgerHolds();
  });

  it('re-validates an edit against the balance the original transfer freed', async () => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(1015)), await c.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    await editTransfer(
      c.scope,
      { transferId: id, ...fields(bpi, gcash, { amount: toCentavos(1010), fee: toCentavos(5) }) },
      NOW,
    );
    expect([await c.balance(bpi), await c.balance(gcash)]).toEqual([ZERO_CENTAVOS, toCentavos(1010)]);
    await c.unchangedAfter(() =>
      expectRefusal(
        editTransfer(
          c.scope,
          { transferId: id, ...fields(bpi, gcash, { amount: toCentavos(1010), fee: toCentavos(5.01) }) },
          NOW,
        ),
        'Insufficient funds in BPI. Available balance: ₱1,015.00',
      ),
    );
  });

  it('refuses an edit that takes back money the destination already spent', async () => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(5000)), await c.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    await spend(gcash, toCentavos(900));
    await c.unchangedAfter(() =>
      expectRefusal(
        editTransfer(c.scope, { transferId: id, ...fields(bpi, gcash, { amount: toCentavos(500) }) }, NOW),
        'Insufficient funds in GCash. Available balance: ₱100.00',
      ),
    );
  });

  it('the ordinary edit refuses a transfer part: nothing can leave one half behind', async () => {
    const [bpi, gcash] = [await c.account('BPI', toCentavos(5000)), await c.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(c.scope, fields(bpi, gcash), NOW);
    const edit = {
      transactionId: `${id}-in`,
      type: 'income' as const,
      amount: toCentavos(5),
      description: 'x',
      category: 'Gift',
      accountId: gcash,
      date: NOW,
    };
    await c.unchangedAfter(() =>
      expectRefusal(
        editTransaction(c.scope, edit, NOW),
        'This transaction is part of a transfer. Edit the transfer instead.',
      ),
    );
  });
});

describe('the type filter', () => {
  const u = testUser('transfer-filter');
  it("'transfer' lists exactly the parts of transfers, with any account filter", async () => {
    await completeSetup(u.scope, { email: u.email, currency: 'PHP', name: 'Cash', type: 'cash' }, NOW);
    const [bpi, gcash] = [await u.account('BPI', toCentavos(5000)), await u.account('GCash', ZERO_CENTAVOS)];
    const { id } = await addTransfer(u.scope, fields(bpi, gcash), NOW);
    await addTransaction(
      u.scope,
      { type: 'expense', amount: toCentavos(5), description: 'Candy', category: 'Food', accountId: gcash, date: NOW },
      NOW,
    );
    const list = async (accountId: string) =>
      (await fetchTransactionsPage(u.scope, { filter: { type: 'transfer', accountId, range: 'all' }, now: NOW })).items
        .map((t) => t.id)
        .sort();
    expect(await list('all')).toEqual([`${id}-fee`, `${id}-in`, `${id}-out`]);
    expect(await list(gcash)).toEqual([`${id}-in`]);
  });
});

describe('two devices transferring from one account at once', () => {
  const u = testUser('transfer-race');
  let two: TestClient;
  beforeAll(async () => {
    two = await signInAgain({ email: u.email });
  });
  afterAll(() => two.close());

  it('exactly the affordable transfers succeed; the others are refused and write nothing', async () => {
    const [shared, a, b] = [
      await u.account('Shared', toCentavos(1000)),
      await u.account('A', ZERO_CENTAVOS),
      await u.account('B', ZERO_CENTAVOS),
    ];
    // Four transfers of 300 (+ ₱1 fee) race for 1,000: three fit, the fourth cannot.
    const outcomes = await Promise.allSettled([
      addTransfer(u.scope, fields(shared, a, { amount: toCentavos(300), fee: toCentavos(1) }), NOW),
      addTransfer(two.scope, fields(shared, b, { amount: toCentavos(300), fee: toCentavos(1) }), NOW),
      addTransfer(u.scope, fields(shared, b, { amount: toCentavos(300), fee: toCentavos(1) }), NOW),
      addTransfer(two.scope, fields(shared, a, { amount: toCentavos(300), fee: toCentavos(1) }), NOW),
    ]);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(DataError);
    expect(refused[0]).toMatchObject({
      code: 'refused',
      message: expect.stringMatching(/^Insufficient funds in Shared/),
    });
    expect([await u.balance(shared), await u.balance(a), await u.balance(b)]).toEqual([
      toCentavos(97),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(addMoney((await u.balance(a)) ?? ZERO_CENTAVOS, (await u.balance(b)) ?? ZERO_CENTAVOS)).toBe(
      toCentavos(900),
    );
    expect(brokenRule(await readRawState(u.db, u.uid))).toBeNull();
  });
});
