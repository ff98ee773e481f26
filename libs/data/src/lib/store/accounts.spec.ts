import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { ZERO_CENTAVOS, toCentavos } from '@pitaka/domain';
import { DataError } from '@pitaka/platform';
import { at, createTestUser, ownerDb, seedBypassingRules, snapshotUserTree } from '../../testing/emulator';
import { expectNothingWritten, expectRefusal } from '../../testing/expect';
import { testUser } from '../../testing/test-user';
import {
  completeSetup,
  createAccount,
  deleteAccount,
  getAccount,
  getDebt,
  getPaluwagan,
  getUserProfile,
  listAccounts,
  listRecentTransactions,
  updateAccount,
} from './index';

const NOW = at(2026, 3, 15, 9, 30);

describe('user profile and account setup', () => {
  const c = testUser('setup');

  it('has no profile before setup', async () => {
    expect(await getUserProfile(c.scope)).toBeNull();
    expect(await listAccounts(c.scope)).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, 'Account name is required'],
    [{ currency: 'JPY' }, 'Please select a currency'],
    [{ initialBalance: toCentavos(-1) }, 'Please enter a valid amount'],
  ])('refuses %p with %p and writes nothing', async (over, message) => {
    const input = { email: c.email, currency: 'PHP' as const, name: 'Wallet', type: 'cash' as const, ...over };
    await expectRefusal(completeSetup(c.scope, input as never, NOW), message);
    expect(await snapshotUserTree(c.scope)).toEqual({});
  });

  it('merges the user doc, opens the first account and books the initial balance', async () => {
    const { accountId } = await completeSetup(
      c.scope,
      { email: c.email, currency: 'USD', name: ' GCash ', type: 'ewallet', initialBalance: toCentavos(1234.56) },
      NOW,
    );
    expect(await getUserProfile(c.scope)).toEqual({
      email: c.email,
      currency: 'USD',
      setupComplete: true,
      createdAt: NOW,
    });
    expect(await listAccounts(c.scope)).toEqual([
      { id: accountId, name: 'GCash', type: 'ewallet', balance: toCentavos(1234.56), createdAt: NOW },
    ]);
    const [initial] = await listRecentTransactions(c.scope);
    expect(initial).toEqual({
      id: expect.any(String),
      type: 'income',
      amount: toCentavos(1234.56),
      description: 'Initial balance',
      category: 'Initial',
      accountId,
      accountName: 'GCash',
      date: NOW,
      createdAt: NOW,
    });
    // Stored as Firestore Timestamps, under the spec's paths and field names.
    const raw = (await getDoc(doc(c.db, 'users', c.uid, 'accounts', accountId))).data();
    expect(raw).toEqual({ name: 'GCash', type: 'ewallet', balance: 1234.56, createdAt: Timestamp.fromDate(NOW) });
    // An auto id, not a clock value.
    expect(accountId).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('refuses a second setup', async () => {
    await expectNothingWritten(c.scope, () =>
      expectRefusal(
        completeSetup(c.scope, { email: c.email, currency: 'PHP', name: 'Again', type: 'cash' }, NOW),
        'Account setup is already complete',
      ),
    );
  });
});

describe('setup keeps what the user doc already had', () => {
  it('merges into an existing user doc and keeps its createdAt; no initial transaction for 0', async () => {
    const c = await createTestUser('merge');
    try {
      const created = at(2025, 1, 2);
      // A half-written user doc (the rules refuse creating one now; older data has them).
      await seedBypassingRules(`users/${c.uid}`, { email: 'old@x.ph', createdAt: created });
      await completeSetup(
        c.scope,
        { email: c.email, currency: 'EUR', name: 'Cash', type: 'cash', initialBalance: ZERO_CENTAVOS },
        NOW,
      );
      const raw = (await getDoc(doc(c.db, 'users', c.uid))).data();
      expect(raw).toEqual({
        email: c.email,
        currency: 'EUR',
        setupComplete: true,
        createdAt: Timestamp.fromDate(created),
      });
      expect(await listRecentTransactions(c.scope)).toEqual([]);
    } finally {
      await c.close();
    }
  });
});

describe('accounts', () => {
  const c = testUser('accounts');

  it('creates accounts (rounded, initial balance as an income) and lists them oldest first', async () => {
    const a = await createAccount(
      c.scope,
      { name: 'BDO', type: 'bank', initialBalance: toCentavos(0.1 + 0.2) },
      at(2026, 3, 2),
    );
    const b = await createAccount(c.scope, { name: 'Cash', type: 'cash' }, at(2026, 3, 1));
    const list = await listAccounts(c.scope);
    expect(list.map((x) => [x.id, x.name, x.balance])).toEqual([
      [b.id, 'Cash', ZERO_CENTAVOS],
      [a.id, 'BDO', toCentavos(0.3)],
    ]);
    const txs = await listRecentTransactions(c.scope);
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ accountId: a.id, amount: toCentavos(0.3), category: 'Initial', type: 'income' });
    expect(await getAccount(c.scope, a.id)).toMatchObject({
      id: a.id,
      name: 'BDO',
      type: 'bank',
      balance: toCentavos(0.3),
    });
    expect(await getAccount(c.scope, 'missing')).toBeNull();
    expect(await getAccount(c.scope, '')).toBeNull();
  });

  it('an id from a URL that no document can have is "not found", not a failed read', async () => {
    for (const id of ['/../', '<b>x</b>', '..', '__id__', 'x'.repeat(1501)]) {
      expect(await getAccount(c.scope, id)).toBeNull();
      expect(await getDebt(c.scope, id)).toBeNull();
      expect(await getPaluwagan(c.scope, id)).toBeNull();
    }
  });

  it.each([
    [{ name: '' }, 'Account name is required'],
    [{ type: 'piggy' }, 'Account type is required'],
    [{ initialBalance: Number.NaN }, 'Please enter a valid amount'],
  ])('refuses to create %p: %p', async (over, message) => {
    await expectNothingWritten(c.scope, () =>
      expectRefusal(createAccount(c.scope, { name: 'X', type: 'cash', ...over } as never, NOW), message),
    );
  });

  it('updates name and type only', async () => {
    const { id } = await createAccount(c.scope, { name: 'Old', type: 'cash', initialBalance: toCentavos(50) }, NOW);
    await updateAccount(c.scope, { accountId: id, name: ' New ', type: 'credit' });
    expect(await getAccount(c.scope, id)).toMatchObject({ name: 'New', type: 'credit', balance: toCentavos(50) });
  });

  it.each<[object, string, 'refused' | 'not-found']>([
    [{ name: ' ' }, 'Account name is required', 'refused'],
    [{ type: '' }, 'Account type is required', 'refused'],
    [{ accountId: 'nope' }, 'Account not found', 'not-found'],
    [{ accountId: '' }, 'Account not found', 'not-found'],
  ])('refuses to update %p: %p', async (over, message, code) => {
    const { id } = await createAccount(c.scope, { name: 'Keep', type: 'cash' }, NOW);
    await expectNothingWritten(c.scope, () =>
      expectRefusal(
        updateAccount(c.scope, { accountId: id, name: 'N', type: 'bank', ...over } as never),
        message,
        code,
      ),
    );
  });

  it('deletes an account; a missing one is not found', async () => {
    const { id } = await createAccount(c.scope, { name: 'Temp', type: 'cash' }, NOW);
    await deleteAccount(c.scope, { accountId: id });
    expect(await getAccount(c.scope, id)).toBeNull();
    await expectRefusal(deleteAccount(c.scope, { accountId: id }), 'Account not found', 'not-found');
  });

  it('reads accounts written by the original product (timestamp ids, loose fields)', async () => {
    const id = '1718000000000';
    await setDoc(doc(ownerDb(), 'users', c.uid, 'accounts', id), {
      name: 'Legacy',
      type: 'bank',
      balance: 100.005,
      createdAt: Timestamp.fromDate(at(2024, 6, 10)),
    });
    expect(await getAccount(c.scope, id)).toEqual({
      id,
      name: 'Legacy',
      type: 'bank',
      balance: toCentavos(100.005),
      createdAt: at(2024, 6, 10),
    });
  });
});

describe('rules', () => {
  it("cannot read another user's data (firestore.rules apply)", async () => {
    const alice = await createTestUser('alice');
    const bob = await createTestUser('bob');
    try {
      await createAccount(alice.scope, { name: 'Mine', type: 'cash' }, NOW);
      const error = await listAccounts({ ...bob.scope, uid: alice.uid }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataError);
      expect(error).toMatchObject({ code: 'unexpected' });
      expect((error as DataError).cause).toMatchObject({ code: 'permission-denied' });
    } finally {
      await alice.close();
      await bob.close();
    }
  });
});
