// Households against the real emulators and rules: the queries a member makes (their households,
// the invitations to their address, a household's members and its books), the commands sent to
// the callable in a household's space, and access that ends at once.
import { DEFAULT_TRANSACTION_FILTER, toCentavos, type Centavos, type TransactionFilter } from '@pitaka/domain';
import { createTestUser, ownerDb, verifyEmail, type TestClient } from '../../testing/emulator';
import { brokenRule, readRawStateAt } from '../../testing/ledger-invariant';
import {
  acceptInvite,
  addTransaction,
  addTransfer,
  createAccount,
  createHousehold,
  getAccount,
  getInvite,
  inviteMember,
  leaveHousehold,
  listAccounts,
  listMembers,
  listMyHouseholds,
  listMyInvites,
  listHouseholdInvites,
  listActivity,
  countNewActivity,
  countTransactions,
  fetchTransactionsPage,
  markActivitySeen,
  moveAccountIn,
  removeMember,
  type DataScope,
} from './index';

jest.setTimeout(120_000);

const NOW = new Date('2026-11-28T02:00:00Z');
const clients: TestClient[] = [];

async function person(label: string): Promise<TestClient> {
  const client = await createTestUser(label);
  clients.push(client);
  await verifyEmail(client);
  return client;
}

afterAll(() => Promise.all(clients.map((c) => c.close())));

const inHousehold = (scope: DataScope, household: string): DataScope => ({ ...scope, household });

/** Ana's household `name` with a cash account, Ben in it as `role` by invitation; both scopes there. */
async function twoMembers(labels: [string, string], name: string, role: 'editor' | 'viewer', opening: Centavos | null) {
  const [ana, ben] = [await person(labels[0]), await person(labels[1])];
  const { householdId } = await createHousehold(ana.scope, { name });
  const anaThere = inHousehold(ana.scope, householdId);
  const { id: accountId } = await createAccount(anaThere, { name: 'Cash', type: 'cash', initialBalance: opening });
  const { inviteId } = await inviteMember(anaThere, { email: ben.email, role });
  await acceptInvite(ben.scope, { householdId, inviteId });
  return { ana, ben, anaThere, benThere: inHousehold(ben.scope, householdId), accountId };
}

describe('a household, as its members read and change it', () => {
  it('is found by its members, joined by invitation, and read whatever the role', async () => {
    const ana = await person('ana');
    const ben = await person('ben');
    const { householdId } = await createHousehold(ana.scope, { name: 'Dela Cruz family' });
    const anaThere = inHousehold(ana.scope, householdId);
    const { id: accountId } = await createAccount(anaThere, {
      name: 'Family GCash',
      type: 'ewallet',
      initialBalance: toCentavos(5000),
    });

    const { inviteId } = await inviteMember(anaThere, { email: ben.email, role: 'viewer' });
    expect(await listMyInvites(ben.scope, ben.email)).toEqual([
      expect.objectContaining({ id: inviteId, householdId, householdName: 'Dela Cruz family', role: 'viewer' }),
    ]);
    expect(await getInvite(ben.scope, { householdId, inviteId })).toMatchObject({ email: ben.email });
    expect(await listHouseholdInvites(anaThere)).toHaveLength(1);

    await acceptInvite(ben.scope, { householdId, inviteId });
    expect(await listMyHouseholds(ben.scope)).toEqual([
      { id: householdId, name: 'Dela Cruz family', role: 'viewer', currency: 'PHP' },
    ]);
    expect(await listMyInvites(ben.scope, ben.email)).toEqual([]);
    const benThere = inHousehold(ben.scope, householdId);
    expect((await listMembers(benThere)).map((m) => [m.email, m.role])).toEqual([
      [ana.email, 'owner'],
      [ben.email, 'viewer'],
    ]);
    expect(await listAccounts(benThere)).toEqual([
      expect.objectContaining({ id: accountId, name: 'Family GCash', balance: toCentavos(5000), createdBy: ana.uid }),
    ]);
    // Their own books are theirs alone still.
    expect(await listAccounts(ben.scope)).toEqual([]);
  });

  it('counts what others changed since the person last looked, newest first, and forgets it once seen', async () => {
    const { ben, anaThere, benThere, accountId } = await twoMembers(
      ['activity-owner', 'activity-editor'],
      'Reyes',
      'editor',
      null,
    );
    const sale = (pesos: number) => ({
      type: 'income' as const,
      amount: toCentavos(pesos),
      description: `Sale ${pesos}`,
      category: 'Other',
      accountId,
      date: NOW,
    });
    await markActivitySeen(anaThere, {}, new Date('2026-11-28T02:00:00Z'));
    await addTransaction(benThere, sale(100), new Date('2026-11-28T02:01:00Z'));
    await addTransaction(benThere, sale(200), new Date('2026-11-28T02:02:00Z'));
    expect(await countNewActivity(anaThere)).toBe(2);
    // Ben has never looked: Ana's account and invitation are new to him, his own sales are not.
    expect(await countNewActivity(benThere)).toBe(2);
    const latest = await listActivity(anaThere);
    const sales = latest.filter((e) => e.command === 'addTransaction');
    expect(sales.map((e) => [e.command, e.subject, e.amount, e.by])).toEqual([
      ['addTransaction', 'Sale 200', toCentavos(200), ben.uid],
      ['addTransaction', 'Sale 100', toCentavos(100), ben.uid],
    ]);
    await markActivitySeen(anaThere, {}, new Date('2026-11-28T02:05:00Z'));
    expect(await countNewActivity(anaThere)).toBe(0);
  });

  it('lists and counts what one member added, with the other filters', async () => {
    const { ana, ben, anaThere, benThere, accountId } = await twoMembers(
      ['filter-owner', 'filter-editor'],
      'Garcia',
      'editor',
      toCentavos(1000),
    );
    const spend = (description: string, type: 'income' | 'expense' = 'expense') => ({
      type,
      amount: toCentavos(50),
      description,
      category: 'Other',
      accountId,
      date: NOW,
    });
    await addTransaction(benThere, spend('Load'), NOW);
    await addTransaction(benThere, spend('Refund', 'income'), NOW);
    await addTransaction(anaThere, spend('Rice'), NOW);

    const described = async (filter: Partial<TransactionFilter>) =>
      (await fetchTransactionsPage(anaThere, { filter: { ...DEFAULT_TRANSACTION_FILTER, ...filter }, now: NOW })).items
        .map((t) => t.description)
        .sort();
    expect(await described({ member: ben.uid })).toEqual(['Load', 'Refund']);
    expect(await described({ member: ben.uid, type: 'expense' })).toEqual(['Load']);
    expect(await described({ member: ana.uid })).toEqual(['Initial balance', 'Rice']);
    expect(
      await countTransactions(benThere, { filter: { ...DEFAULT_TRANSACTION_FILTER, member: ben.uid }, now: NOW }),
    ).toBe(2);
  });

  it("refuses a viewer's write and a removed member's next read and write", async () => {
    const { ben, anaThere, benThere, accountId } = await twoMembers(['owner', 'member'], 'Santos', 'viewer', null);
    const expense = {
      type: 'income' as const,
      amount: toCentavos(10),
      description: 'x',
      category: 'Other',
      accountId,
      date: NOW,
    };

    await expect(addTransaction(benThere, expense, NOW)).rejects.toMatchObject({
      code: 'refused',
      message: 'You can view Santos but not change it: ask an owner to make you an editor',
    });
    await removeMember(anaThere, { uid: ben.uid });
    await expect(getAccount(benThere, accountId)).rejects.toMatchObject({ code: 'unexpected' });
    await expect(addTransaction(benThere, expense, NOW)).rejects.toMatchObject({
      code: 'no-access',
      message: 'You no longer have access to Santos',
    });
    expect(await listMyHouseholds(ben.scope)).toEqual([]);
    await expect(leaveHousehold(anaThere, {})).rejects.toMatchObject({ code: 'refused' });
  });
});

describe('bringing an account into a household', () => {
  it("moves an owner's account with its whole history, which the other member then sees; both books stay exact", async () => {
    const { ana, ben, anaThere, benThere } = await twoMembers(
      ['ana-moves', 'ben-moves'],
      'Santos family',
      'editor',
      null,
    );
    const household = anaThere.household ?? '';
    const { id: gcash } = await createAccount(ana.scope, {
      name: 'GCash',
      type: 'ewallet',
      initialBalance: toCentavos(2000),
    });
    const { id: wallet } = await createAccount(ana.scope, { name: 'Wallet', type: 'cash', initialBalance: null });
    await addTransaction(ana.scope, {
      type: 'expense',
      amount: toCentavos(150.75),
      description: 'Groceries',
      category: 'Food',
      accountId: gcash,
      date: NOW,
    });
    await addTransfer(ana.scope, {
      fromAccountId: gcash,
      toAccountId: wallet,
      amount: toCentavos(500),
      fee: toCentavos(15),
      note: '',
      date: NOW,
    });
    const history = (
      await fetchTransactionsPage(ana.scope, { filter: { ...DEFAULT_TRANSACTION_FILTER, accountId: gcash } })
    ).items;

    // Ben, an editor there, cannot bring his own account in: that is an owner's.
    const { id: bens } = await createAccount(ben.scope, { name: 'Savings', type: 'bank', initialBalance: null });
    await expect(moveAccountIn(benThere, { accountId: bens })).rejects.toThrow('Only an owner of Santos family');

    await expect(moveAccountIn(anaThere, { accountId: gcash })).resolves.toEqual({ moved: history.length });
    expect((await listAccounts(ana.scope)).map((a) => a.name)).toEqual(['Wallet']);
    expect(await getAccount(benThere, gcash)).toMatchObject({
      name: 'GCash',
      balance: toCentavos(2000 - 150.75 - 500 - 15),
    });
    const there = (
      await fetchTransactionsPage(benThere, { filter: { ...DEFAULT_TRANSACTION_FILTER, accountId: gcash } })
    ).items;
    expect(there.map((t) => t.id).sort()).toEqual(history.map((t) => t.id).sort());
    expect(there.every((t) => t.createdBy === ana.uid && t.transfer === undefined)).toBe(true);
    for (const root of [`users/${ana.uid}`, `households/${household}`]) {
      expect(brokenRule(await readRawStateAt(ownerDb(), root))).toBeNull();
    }
  });
});
