// Accounts in their own currency and padala between them, in memory, as the server runs the
// commands (guardedCommand: ACCESS, then the command).
import { rateOn, toCentavos, type Centavos } from '@pitaka/domain';
import { MemoryStore } from '../memory/memory-store';
import { householdSpace, paths, personalSpace, type DocRef, type Space } from '../port/paths';
import type { DocKind } from '../port/documents';
import { typedTx } from '../port/typed-tx';
import type { Actor } from '../port/port';
import { commandRunner } from '../../testing/run-commands';
import { at as manila } from '../../testing/at';
import { OFFICE_PALUWAGAN } from '../../testing/fixtures';

const NOW = manila(2026, 11, 28, 9);
const ana: Actor = { uid: 'ana', email: 'ana@example.com', emailVerified: true };
const ben: Actor = { uid: 'ben', email: 'ben@example.com', emailVerified: true };
const mine = personalSpace('ana');
/** Whole minor units of an account's own currency (fils, yen), as the commands take them. */
const minor = (units: number) => units as Centavos;

function world() {
  const store = new MemoryStore();
  const read = <K extends DocKind>(ref: DocRef<K>) => store.transaction((stored) => typedTx(stored).get(ref));
  const raw = (space: Space, kind: 'accounts' | 'transactions') => store.collection(`${space.root}/${kind}`);
  return { store, run: commandRunner(store, NOW), read, raw };
}

/** Ana set up in pesos with GCash (₱100.00), and an Emirates NBD account of AED 5,000.00: its ids. */
async function withDubaiAccount(w: ReturnType<typeof world>, space: Space = mine) {
  if (space === mine) {
    await w.run(ana, mine, 'completeSetup', {
      name: 'Wallet',
      type: 'cash',
      currency: 'PHP',
      initialBalance: null,
      email: 'ana@example.com',
    });
  }
  const actor = space === mine ? ana : ben;
  const gcash = await w.run(ana, space, 'createAccount', {
    name: 'GCash',
    type: 'ewallet',
    initialBalance: toCentavos(100),
  });
  const dubai = await w.run(actor, space, 'createAccount', {
    name: 'Emirates NBD',
    type: 'bank',
    initialBalance: minor(5000_00),
    currency: 'AED',
  });
  return { gcash: gcash.id, dubai: dubai.id };
}

/** Ana's household, which Ben keeps with her in `role`: its space. */
async function withBen(w: ReturnType<typeof world>, role: 'editor' | 'viewer') {
  const { householdId } = await w.run(ana, mine, 'createHousehold', { name: 'Dela Cruz family' });
  const family = householdSpace(householdId);
  const { inviteId } = await w.run(ana, family, 'inviteMember', { email: 'ben@example.com', role });
  await w.run(ben, personalSpace('ben'), 'acceptInvite', { householdId, inviteId });
  return family;
}

const sent = (ids: { gcash: string; dubai: string }, over: Record<string, unknown> = {}) => ({
  fromAccountId: ids.dubai,
  toAccountId: ids.gcash,
  amount: minor(1000_00),
  fee: minor(15_00),
  received: toCentavos(15_250),
  fromCurrency: 'AED',
  toCurrency: 'PHP',
  note: '',
  date: NOW,
  ...over,
});

describe('an account in its own currency', () => {
  it('keeps its balance in its own units; the books’ currency given is no currency of its own', async () => {
    const w = world();
    const ids = await withDubaiAccount(w);
    const { id: peso } = await w.run(ana, mine, 'createAccount', { name: 'BPI', type: 'bank', currency: 'PHP' });
    const { id: yen } = await w.run(ana, mine, 'createAccount', {
      name: 'Tokyo',
      type: 'bank',
      initialBalance: minor(150_000),
      currency: 'JPY',
    });
    const accounts = w.raw(mine, 'accounts');
    expect(accounts[ids.dubai]).toMatchObject({ balance: 5000, currency: 'AED' });
    expect(accounts[yen]).toMatchObject({ balance: 150_000, currency: 'JPY' });
    expect(accounts[peso]).not.toHaveProperty('currency');
    const opening = Object.values(w.raw(mine, 'transactions')).find((t) => t['accountId'] === yen);
    expect(opening).toMatchObject({ amount: 150_000, currency: 'JPY', category: 'Initial' });
  });

  it.each([
    ['an unknown currency', { currency: 'XYZ' }, 'Please select a currency'],
    ['a fraction of a yen', { currency: 'JPY', initialBalance: minor(10.5) }, 'JPY amounts have no decimals'],
    ['a fraction of a fils', { currency: 'KWD', initialBalance: minor(1.5) }, 'KWD amounts have at most 3 decimals'],
  ])('is refused with %s, writing nothing', async (_case, over, message) => {
    const w = world();
    await withDubaiAccount(w);
    const before = w.store.snapshot();
    await expect(w.run(ana, mine, 'createAccount', { name: 'Abroad', type: 'bank', ...over })).rejects.toThrow(message);
    expect(w.store.snapshot()).toEqual(before);
  });

  it('pays no paluwagan, bill or goal counted in pesos, and keeps its transactions in its currency', async () => {
    const w = world();
    const ids = await withDubaiAccount(w);
    const { id: paluwaganId } = await w.run(ana, mine, 'createPaluwagan', OFFICE_PALUWAGAN);
    const refused = 'Emirates NBD is in AED, not PHP. Check the accounts and try again.';
    const before = w.store.snapshot();
    const week = { schedule: { kind: 'paluwagan-week' as const, id: paluwaganId }, keys: [1] };
    await expect(
      w.run(ana, mine, 'markRows', { ...week, source: { kind: 'account', accountId: ids.dubai } }),
    ).rejects.toThrow(refused);
    const goal = { name: 'Laptop', target: toCentavos(50_000), targetDate: null, accountId: ids.dubai };
    await expect(w.run(ana, mine, 'createGoal', goal)).rejects.toThrow(refused);
    expect(w.store.snapshot()).toEqual(before);
    const { id } = await w.run(ana, mine, 'addTransaction', {
      type: 'expense',
      amount: minor(42_50),
      description: 'Groceries',
      category: 'Food',
      accountId: ids.dubai,
      date: NOW,
    });
    const edit = {
      transactionId: id,
      type: 'expense' as const,
      amount: minor(42_50),
      description: 'Groceries',
      category: 'Food',
    };
    await expect(w.run(ana, mine, 'editTransaction', { ...edit, accountId: ids.gcash, date: NOW })).rejects.toThrow(
      'GCash is in PHP, not AED. Check the accounts and try again.',
    );
    expect(w.raw(mine, 'transactions')[id]).toMatchObject({ amount: 42.5, currency: 'AED' });
    // Refusals word its balance in its own currency.
    const tooMuch = { type: 'expense' as const, amount: minor(6000_00), description: 'Rent', category: 'Rent' };
    await expect(w.run(ana, mine, 'addTransaction', { ...tooMuch, accountId: ids.dubai, date: NOW })).rejects.toThrow(
      'Insufficient funds in Emirates NBD. Available balance: AED 4,957.50',
    );
  });
});

describe('a padala', () => {
  it('moves dirhams out with their fee and pesos in, each part naming the other leg; an edit and a revert move both', async () => {
    const w = world();
    const ids = await withDubaiAccount(w);
    const { id } = await w.run(ana, mine, 'addTransfer', sent(ids));
    const balances = async () => {
      const accounts = w.raw(mine, 'accounts');
      return [accounts[ids.dubai]['balance'], accounts[ids.gcash]['balance']];
    };
    expect(await balances()).toEqual([3985, 15_350]);
    const parts = w.raw(mine, 'transactions');
    expect(parts[`${id}-out`]).toMatchObject({
      amount: 1000,
      currency: 'AED',
      transfer: { role: 'out', counter: { amount: 15_250, currency: 'PHP' } },
    });
    expect(parts[`${id}-fee`]).toMatchObject({ amount: 15, currency: 'AED', category: 'Fees' });
    expect(parts[`${id}-in`]).toMatchObject({
      amount: 15_250,
      transfer: { counter: { amount: 1000, currency: 'AED' } },
    });
    expect(parts[`${id}-in`]).not.toHaveProperty('currency');

    await w.run(ana, mine, 'editTransfer', {
      ...sent(ids, { amount: minor(500_00), fee: minor(0), received: toCentavos(7_600.5) }),
      transferId: id,
    });
    expect(await balances()).toEqual([4500, 7_700.5]);
    expect(w.raw(mine, 'transactions')).not.toHaveProperty(`${id}-fee`);

    await w.run(ana, mine, 'revertTransfer', { transferId: id });
    expect(await balances()).toEqual([5000, 100]);
  });

  it.each([
    ['no amount received', { received: null }, 'Enter the amount GCash receives, in PHP'],
    ['a leg in another currency', { fromCurrency: 'SAR' }, 'Emirates NBD is in AED, not SAR.'],
    ['a fraction of a centavo received', { received: minor(15_250.5) }, 'PHP amounts have at most 2 decimals'],
    ['more than the account holds', { amount: minor(4990_00) }, 'Insufficient funds in Emirates NBD'],
  ])('is refused with %s, writing nothing', async (_case, over, message) => {
    const w = world();
    const ids = await withDubaiAccount(w);
    const before = w.store.snapshot();
    await expect(w.run(ana, mine, 'addTransfer', sent(ids, over))).rejects.toThrow(message);
    expect(w.store.snapshot()).toEqual(before);
  });

  it("arrives in a household's GCash, sent by the member who keeps the dirham account, and says who", async () => {
    const w = world();
    await withDubaiAccount(w);
    const family = await withBen(w, 'editor');
    const ids = await withDubaiAccount(w, family);
    const { id } = await w.run(ben, family, 'addTransfer', sent(ids));
    const parts = w.raw(family, 'transactions');
    expect(parts[`${id}-in`]).toMatchObject({ amount: 15_250, createdBy: 'ben' });
    expect(w.raw(family, 'accounts')[ids.gcash]).toMatchObject({ balance: 15_350 });
  });
});

describe("a currency's kept rates", () => {
  const day = (d: number, hour = 9) => manila(2026, 11, d, hour);

  it('keeps one rate a Manila day, newest first; the last one on or before a day is the one used', async () => {
    const w = world();
    await withDubaiAccount(w);
    await w.run(ana, mine, 'setRate', { currency: 'AED', rate: '15.20', day: day(20) });
    await w.run(ana, mine, 'setRate', { currency: 'AED', rate: '15.3125', day: day(27, 23) });
    await w.run(ana, mine, 'setRate', { currency: 'AED', rate: '15.31', day: day(27, 8) });
    const kept = await w.read(paths(mine).currencyRates('AED'));
    expect(kept?.rates).toEqual([
      { rate: '15.31', day: manila(2026, 11, 27, 0) },
      { rate: '15.2', day: manila(2026, 11, 20, 0) },
    ]);
    expect(rateOn(kept?.rates ?? [], day(26))?.rate).toBe('15.2');
    expect(rateOn(kept?.rates ?? [], day(19))).toBeNull();
    // Any instant of the day names it.
    await w.run(ana, mine, 'removeRate', { currency: 'AED', day: day(20, 15) });
    expect((await w.read(paths(mine).currencyRates('AED')))?.rates).toHaveLength(1);
    await expect(w.run(ana, mine, 'removeRate', { currency: 'AED', day: day(20) })).rejects.toThrow(
      'No rate is kept for that day',
    );
  });

  it.each([
    ['a rate of zero', { rate: '0' }, 'Enter a rate above zero'],
    ['a negative rate', { rate: '-15.3' }, 'Enter a rate above zero'],
    ['a ninth decimal', { rate: '0.000000001' }, 'A rate has at most 8 decimals'],
    ['text that is no rate', { rate: 'fifteen' }, 'Please enter a valid rate'],
    ["the books' own currency", { currency: 'PHP' }, "PHP is the books' currency: it needs no rate"],
    ['a currency that is none', { currency: 'XYZ' }, 'Please select a currency'],
  ])('refuses %s, writing nothing', async (_case, over, message) => {
    const w = world();
    await withDubaiAccount(w);
    const before = w.store.snapshot();
    await expect(w.run(ana, mine, 'setRate', { currency: 'AED', rate: '15.3', day: day(27), ...over })).rejects.toThrow(
      message,
    );
    expect(w.store.snapshot()).toEqual(before);
  });

  it("is a household editor's to keep, not a viewer's", async () => {
    const w = world();
    await withDubaiAccount(w);
    const family = await withBen(w, 'viewer');
    const rate = { currency: 'AED', rate: '15.3', day: day(27) };
    await expect(w.run(ben, family, 'setRate', rate)).rejects.toThrow();
    await w.run(ana, family, 'setRate', rate);
    expect(await w.read(paths(family).currencyRates('AED'))).toMatchObject({
      rates: [{ rate: '15.3' }],
      createdBy: 'ana',
    });
  });
});
