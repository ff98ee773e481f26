import { doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import { ZERO_CENTAVOS, toCentavos, type PaluwaganFormInput, type PaymentSource } from '@pitaka/domain';
import { at, createTestUser, deleteAccountAsOriginalProduct } from '../../testing/emulator';
import { expectRefusal } from '../../testing/expect';
import {
  createPaluwagan,
  deletePaluwagan,
  fetchAccountTransactionsPage,
  getPaluwagan,
  listPaluwagans,
  listRecentTransactions,
  updatePaluwagan,
} from './index';
import {
  fromAccount,
  MARK_ONLY,
  payWeeks,
  receivePayout,
  unpayWeeks,
  unreceivePayout,
} from '../../testing/schedule-commands';
import { testUser } from '../../testing/test-user';

// Sunday 15 March 2026. Start Friday 20 Feb -> payouts Feb 22, Mar 1, 8, 15, 22, 29.
const NOW = at(2026, 3, 15, 9, 30);
const FORM: PaluwaganFormInput = {
  name: 'Office',
  organizer: 'Aling Nena',
  description: 'Third floor',
  startDate: at(2026, 2, 20),
  totalNumbers: 6,
  amountPerNumber: toCentavos(100.5),
  selectedNumbers: [2, 4, 5],
};

const c = testUser('paluwagan');
const { account, balance } = c;
const paluwagan = async (over: Partial<PaluwaganFormInput> = {}) =>
  (await createPaluwagan(c.scope, { ...FORM, ...over }, NOW)).id;

describe('create, read, list', () => {
  it('stores the whole schedule with Timestamps and reads it back as Dates', async () => {
    const id = await paluwagan();
    const p = await getPaluwagan(c.scope, id);
    const { selectedNumbers: _owned, ...asEntered } = FORM;
    expect(p).toMatchObject({
      id,
      ...asEntered,
      payoutPerNumber: toCentavos(603),
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(p?.numbers.map((n) => [n.number, n.payoutDate.getDate(), n.isOwner, n.ownerName, n.isPaid])).toEqual([
      [1, 22, false, '', false],
      [2, 1, true, 'Me', false],
      [3, 8, false, '', false],
      [4, 15, true, 'Me', false],
      [5, 22, true, 'Me', false],
      [6, 29, false, '', false],
    ]);
    expect(p?.weeklyPayments.map((w) => [w.weekNumber, w.amount, w.isPaid])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, toCentavos(301.5), false]),
    );
    const raw = (await getDoc(doc(c.db, 'users', c.uid, 'paluwagans', id))).data();
    expect(raw?.['startDate']).toEqual(Timestamp.fromDate(at(2026, 2, 20)));
    expect(raw?.['weeklyPayments'][0]).toEqual({
      weekNumber: 1,
      dueDate: Timestamp.fromDate(at(2026, 2, 22)),
      isPaid: false,
      amount: 301.5,
    });
  });

  it('lists newest first; a missing id reads as null', async () => {
    const u = await createTestUser('plist');
    try {
      const older = (await createPaluwagan(u.scope, { ...FORM, name: 'Older' }, at(2026, 1, 1))).id;
      const newer = (await createPaluwagan(u.scope, { ...FORM, name: 'Newer' }, at(2026, 2, 1))).id;
      expect((await listPaluwagans(u.scope)).map((p) => p.id)).toEqual([newer, older]);
      expect(await getPaluwagan(u.scope, 'missing')).toBeNull();
    } finally {
      await u.close();
    }
  });

  it.each<[Partial<PaluwaganFormInput>, string]>([
    [{ name: ' ' }, 'Paluwagan name is required'],
    [{ organizer: '' }, 'Organizer is required'],
    [{ amountPerNumber: toCentavos(0.99) }, 'Amount per number must be at least ₱1.00'],
    [{ totalNumbers: 101 }, 'Total numbers must be between 1 and 100'],
    [{ totalNumbers: 0 }, 'Total numbers must be between 1 and 100'],
    [{ startDate: null }, 'Start date is required'],
    [{ selectedNumbers: [] }, 'Please select at least one number'],
    [{ selectedNumbers: [7] }, 'Please select at least one number'],
  ])('refuses %p: %p', async (over, message) => {
    await c.unchangedAfter(() => expectRefusal(createPaluwagan(c.scope, { ...FORM, ...over }, NOW), message));
  });

  it('needs a signed-in user', async () => {
    await expectRefusal(
      createPaluwagan({ ...c.scope, uid: '' }, FORM, NOW),
      'You must be logged in to create a Paluwagan',
    );
  });
});

describe('update and delete', () => {
  it('regenerates the schedule while unlocked (lowering the total drops numbers above it)', async () => {
    const id = await paluwagan();
    await updatePaluwagan(
      c.scope,
      {
        ...FORM,
        paluwaganId: id,
        totalNumbers: 4,
        amountPerNumber: toCentavos(50),
        startDate: at(2026, 3, 1),
        name: 'Renamed',
      },
      at(2026, 3, 16),
    );
    const p = await getPaluwagan(c.scope, id);
    expect(p).toMatchObject({
      name: 'Renamed',
      totalNumbers: 4,
      amountPerNumber: toCentavos(50),
      payoutPerNumber: toCentavos(200),
      updatedAt: at(2026, 3, 16),
    });
    expect(p?.createdAt).toEqual(NOW);
    expect(p?.numbers.filter((n) => n.isOwner).map((n) => n.number)).toEqual([2, 4]);
    expect(p?.weeklyPayments.map((w) => [w.dueDate.getMonth() + 1, w.dueDate.getDate(), w.amount])).toEqual([
      [3, 8, toCentavos(100)],
      [3, 15, toCentavos(100)],
      [3, 22, toCentavos(100)],
      [3, 29, toCentavos(100)],
    ]);
  });

  it('only changes name, organizer and description once locked', async () => {
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: MARK_ONLY }, NOW);
    const before = await getPaluwagan(c.scope, id);
    await updatePaluwagan(
      c.scope,
      { ...FORM, paluwaganId: id, name: 'New', organizer: 'Org', description: '' },
      at(2026, 3, 16),
    );
    const after = await getPaluwagan(c.scope, id);
    expect(after).toEqual({ ...before, name: 'New', organizer: 'Org', description: '', updatedAt: at(2026, 3, 16) });
  });

  it.each<[string, Partial<PaluwaganFormInput>]>([
    ['total', { totalNumbers: 2 }],
    ['amount', { amountPerNumber: toCentavos(600) }],
    ['start date', { startDate: at(2026, 3, 3) }],
    ['own numbers', { selectedNumbers: [2, 3] }],
  ])(
    'refuses a locked edit that still changes the %s (a form opened before a payment), writing nothing',
    async (_, over) => {
      const id = await paluwagan();
      await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: MARK_ONLY }, NOW);
      await c.unchangedAfter(() =>
        expectRefusal(
          updatePaluwagan(c.scope, { ...FORM, ...over, name: 'New', paluwaganId: id }, NOW),
          'Some payments or payouts are already marked. Only the name, organizer and description can be changed; unmark them first to change the schedule.',
        ),
      );
    },
  );

  it.each<[Partial<PaluwaganFormInput>, string]>([
    [{ name: '' }, 'Paluwagan name is required'],
    [{ selectedNumbers: [] }, 'Please select at least one number'],
  ])('refuses an edit %p: %p', async (over, message) => {
    const id = await paluwagan();
    await c.unchangedAfter(() =>
      expectRefusal(updatePaluwagan(c.scope, { ...FORM, ...over, paluwaganId: id }, NOW), message),
    );
  });

  it('deletes; a missing paluwagan is not found everywhere', async () => {
    const id = await paluwagan();
    await deletePaluwagan(c.scope, { paluwaganId: id });
    expect(await getPaluwagan(c.scope, id)).toBeNull();
    const a = await account('Any', toCentavos(1000));
    for (const attempt of [
      () => deletePaluwagan(c.scope, { paluwaganId: id }),
      () => updatePaluwagan(c.scope, { ...FORM, paluwaganId: id }, NOW),
      () => payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: fromAccount(a) }, NOW),
      () => unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [1] }, NOW),
      () => receivePayout(c.scope, { paluwaganId: id, number: 2, accountId: a }, NOW),
      () => unreceivePayout(c.scope, { paluwaganId: id, number: 2 }, NOW),
      () => payWeeks(c.scope, { paluwaganId: '', weekNumbers: [1], source: MARK_ONLY }, NOW),
    ]) {
      await expectRefusal(attempt(), 'Paluwagan not found', 'not-found');
    }
  });
});

describe('weekly payments', () => {
  it('deducting books one Paluwagan expense per week and stores the account on each week', async () => {
    const a = await account('GCash', toCentavos(1000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [3, 1], source: fromAccount(a) }, NOW);
    expect(await balance(a)).toBe(toCentavos(1000 - 2 * 301.5));
    const p = await getPaluwagan(c.scope, id);
    expect(p?.weeklyPayments.map((w) => [w.weekNumber, w.isPaid, w.accountId])).toEqual([
      [1, true, a],
      [2, false, undefined],
      [3, true, a],
      [4, false, undefined],
      [5, false, undefined],
      [6, false, undefined],
    ]);
    const txs = (await fetchAccountTransactionsPage(c.scope, a, { pageSize: 10 })).items.filter(
      (t) => t.category === 'Paluwagan',
    );
    expect(txs.map((t) => [t.type, t.amount, t.description, t.accountName]).sort()).toEqual([
      ['expense', toCentavos(301.5), 'Paluwagan payment: Office (Week 1)', 'GCash'],
      ['expense', toCentavos(301.5), 'Paluwagan payment: Office (Week 3)', 'GCash'],
    ]);

    // Unpay both: an income reversal per week, balance restored, accountId gone.
    await unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [1, 3] }, NOW);
    expect(await balance(a)).toBe(toCentavos(1000));
    const after = await getPaluwagan(c.scope, id);
    expect(after?.weeklyPayments.every((w) => !w.isPaid && w.accountId === undefined)).toBe(true);
    const reversals = (await fetchAccountTransactionsPage(c.scope, a, { pageSize: 10 })).items.filter(
      (t) => t.type === 'income' && t.category === 'Paluwagan',
    );
    expect(reversals.map((t) => t.description).sort()).toEqual([
      'Reversal of paluwagan payment: Office (Week 1)',
      'Reversal of paluwagan payment: Office (Week 3)',
    ]);
  });

  it('mark as paid only: no transaction, no account; unpaying it creates no reversal', async () => {
    const a = await account('Untouched', toCentavos(10));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [2], source: MARK_ONLY }, NOW);
    const p = await getPaluwagan(c.scope, id);
    expect(p?.weeklyPayments[1]).toMatchObject({ isPaid: true });
    expect(p?.weeklyPayments[1].accountId).toBeUndefined();
    const before = (await fetchAccountTransactionsPage(c.scope, a)).items.length;
    await unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [2] }, NOW);
    expect((await getPaluwagan(c.scope, id))?.weeklyPayments[1].isPaid).toBe(false);
    expect((await fetchAccountTransactionsPage(c.scope, a)).items).toHaveLength(before);
    expect(await balance(a)).toBe(toCentavos(10));
  });

  it('refuses to pay: already paid, unknown or no week, no account, missing account, insufficient funds', async () => {
    const a = await account('Thin', toCentavos(603));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: MARK_ONLY }, NOW);
    const cases: [number[], PaymentSource, string][] = [
      [[1, 2], fromAccount(a), 'Some payments not found or already paid'],
      [[9], MARK_ONLY, 'Some payments not found or already paid'],
      [[], MARK_ONLY, 'Some payments not found or already paid'],
      [[2], fromAccount(''), 'Please select an account'],
      [[2], fromAccount('gone'), 'Selected account not found'],
      [[2, 3, 4], fromAccount(a), 'Insufficient funds in Thin. Available balance: ₱603.00'],
    ];
    const { scope } = c;
    for (const [weekNumbers, source, message] of cases) {
      await c.unchangedAfter(() =>
        expectRefusal(payWeeks(scope, { paluwaganId: id, weekNumbers, source }, NOW), message),
      );
    }
    // Exactly the balance is enough.
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [2, 3], source: fromAccount(a) }, NOW);
    expect(await balance(a)).toBe(ZERO_CENTAVOS);
  });

  it("refuses to unpay: unpaid or unknown week; 'Account not found for week n' when its account is gone", async () => {
    const a = await account('Doomed', toCentavos(1000));
    const id = await paluwagan();
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [4], source: fromAccount(a) }, NOW);
    const { scope } = c;
    for (const weekNumbers of [[4, 5], []]) {
      await c.unchangedAfter(() =>
        expectRefusal(
          unpayWeeks(scope, { paluwaganId: id, weekNumbers }, NOW),
          'Some payments not found or already unpaid',
        ),
      );
    }
    await deleteAccountAsOriginalProduct(c.scope, a);
    await c.unchangedAfter(() =>
      expectRefusal(unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [4] }, NOW), 'Account not found for week 4'),
    );
    // The way out: unmark without a reversal, and say which weeks.
    const before = (await listRecentTransactions(c.scope, 50)).length;
    await expect(
      unpayWeeks(c.scope, { paluwaganId: id, weekNumbers: [4], withoutReversalForMissingAccounts: true }, NOW),
    ).resolves.toEqual({ withoutReversal: [4] });
    expect((await getPaluwagan(c.scope, id))?.weeklyPayments[3]).toEqual(expect.objectContaining({ isPaid: false }));
    expect((await getPaluwagan(c.scope, id))?.weeklyPayments[3].accountId).toBeUndefined();
    expect((await listRecentTransactions(c.scope, 50)).length).toBe(before);
  });
});

describe('payouts', () => {
  it('receives on or after the payout date (income payoutPerNumber) and unreceives (expense reversal)', async () => {
    const a = await account('Payout', ZERO_CENTAVOS);
    const id = await paluwagan();
    // Number 4 pays out today (Mar 15).
    await receivePayout(c.scope, { paluwaganId: id, number: 4, accountId: a }, NOW);
    expect(await balance(a)).toBe(toCentavos(603));
    expect((await getPaluwagan(c.scope, id))?.numbers[3]).toMatchObject({ number: 4, isPaid: true, accountId: a });
    const [income] = (await fetchAccountTransactionsPage(c.scope, a)).items;
    expect(income).toMatchObject({
      type: 'income',
      amount: toCentavos(603),
      category: 'Paluwagan',
      description: 'Paluwagan payout: Office (Number 4)',
    });

    await unreceivePayout(c.scope, { paluwaganId: id, number: 4 }, NOW);
    expect(await balance(a)).toBe(ZERO_CENTAVOS);
    const n4 = (await getPaluwagan(c.scope, id))?.numbers[3];
    expect(n4).toMatchObject({ isPaid: false });
    expect(n4?.accountId).toBeUndefined();
    const [reversal] = (await fetchAccountTransactionsPage(c.scope, a)).items.filter((t) => t.type === 'expense');
    expect(reversal).toMatchObject({
      amount: toCentavos(603),
      category: 'Paluwagan',
      description: 'Reversal of paluwagan payout: Office (Number 4)',
    });
  });

  it('refuses to receive: before the date, not own, already received, no or missing account', async () => {
    const a = await account('Recv', ZERO_CENTAVOS);
    const id = await paluwagan();
    await receivePayout(c.scope, { paluwaganId: id, number: 2, accountId: a }, NOW);
    const cases: [number, string, string][] = [
      [5, a, 'Cannot mark as received before the payout date'],
      [1, a, 'Number not found'],
      [2, a, 'This payout is already marked as received'],
      [4, '', 'Please select an account'],
      [4, 'gone', 'Selected account not found'],
    ];
    const { scope } = c;
    for (const [number, accountId, message] of cases) {
      await c.unchangedAfter(() =>
        expectRefusal(receivePayout(scope, { paluwaganId: id, number, accountId }, NOW), message),
      );
    }
    // The day before the payout date is still too early; the date itself is fine.
    await expectRefusal(
      receivePayout(c.scope, { paluwaganId: id, number: 4, accountId: a }, at(2026, 3, 14, 23, 59)),
      'Cannot mark as received before the payout date',
    );
  });

  it('refuses to unreceive without the funds, when not received, when not own, when the account is gone', async () => {
    const a = await account('Spender', ZERO_CENTAVOS);
    const id = await paluwagan();
    await receivePayout(c.scope, { paluwaganId: id, number: 2, accountId: a }, NOW);
    await payWeeks(c.scope, { paluwaganId: id, weekNumbers: [1], source: fromAccount(a) }, NOW);
    const cases: [number, string][] = [
      [2, 'Insufficient funds in Spender. Available balance: ₱301.50'],
      [4, 'This payout is not marked as received'],
      [3, 'Number not found'],
    ];
    const { scope } = c;
    for (const [number, message] of cases) {
      await c.unchangedAfter(() => expectRefusal(unreceivePayout(scope, { paluwaganId: id, number }, NOW), message));
    }
    const b = await account('Vanishing', ZERO_CENTAVOS);
    await receivePayout(c.scope, { paluwaganId: id, number: 4, accountId: b }, NOW);
    await deleteAccountAsOriginalProduct(c.scope, b);
    await c.unchangedAfter(() =>
      expectRefusal(unreceivePayout(c.scope, { paluwaganId: id, number: 4 }, NOW), 'Account not found'),
    );
    await expect(
      unreceivePayout(c.scope, { paluwaganId: id, number: 4, withoutReversalForMissingAccount: true }, NOW),
    ).resolves.toEqual({ withoutReversal: true });
    expect((await getPaluwagan(c.scope, id))?.numbers[3]).toMatchObject({ number: 4, isPaid: false });
  });
});
