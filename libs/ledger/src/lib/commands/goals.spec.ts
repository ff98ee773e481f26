// Savings goals in memory, as the server runs the commands (guardedCommand: ACCESS, then the command).
import { goalProgress, payoutsTowardGoal, toCentavos } from '@pitaka/domain';
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

function world() {
  const store = new MemoryStore();
  const read = <K extends DocKind>(ref: DocRef<K>) => store.transaction((stored) => typedTx(stored).get(ref));
  const goal = (space: Space, id: string) => read(paths(space).goal(id));
  return { store, run: commandRunner(store, NOW), goal, read };
}

/** Ana set up, with a bank account Savings of `pesos`: its id. */
async function withSavings(w: ReturnType<typeof world>, pesos: number | null) {
  await w.run(ana, mine, 'completeSetup', {
    name: 'GCash',
    type: 'ewallet',
    currency: 'PHP',
    initialBalance: null,
    email: 'ana@example.com',
  });
  const { id } = await w.run(ana, mine, 'createAccount', {
    name: 'Savings',
    type: 'bank',
    initialBalance: pesos === null ? null : toCentavos(pesos),
  });
  return id;
}

const laptop = { name: ' Laptop ', target: toCentavos(50_000), targetDate: null, accountId: '' };

describe('a savings goal', () => {
  it('is created, edited and deleted; an edit keeps what was set aside', async () => {
    const w = world();
    const { id } = await w.run(ana, mine, 'createGoal', { ...laptop, targetDate: manila(2027, 3, 31, 15) });
    expect(await w.goal(mine, id)).toMatchObject({
      name: 'Laptop',
      target: 5_000_000,
      targetDate: manila(2027, 3, 31, 0),
      contributions: [],
    });
    await w.run(ana, mine, 'setAsideForGoal', { goalId: id, amount: toCentavos(2_000), date: NOW });
    await w.run(ana, mine, 'updateGoal', { goalId: id, ...laptop, name: 'New laptop' });
    const edited = await w.goal(mine, id);
    expect(edited).toMatchObject({ name: 'New laptop', contributions: [{ amount: 200_000 }] });
    expect(edited?.targetDate).toBeUndefined();
    await w.run(ana, mine, 'deleteGoal', { goalId: id });
    expect(await w.goal(mine, id)).toBeUndefined();
    await expect(w.run(ana, mine, 'deleteGoal', { goalId: id })).rejects.toThrow('This goal no longer exists');
  });

  it('refuses what the domain refuses and an account that does not exist, writing nothing', async () => {
    const w = world();
    await expect(w.run(ana, mine, 'createGoal', { ...laptop, name: ' ' })).rejects.toThrow('Enter a name for the goal');
    await expect(w.run(ana, mine, 'createGoal', { ...laptop, target: null })).rejects.toThrow(
      'Enter the amount to reach',
    );
    await expect(w.run(ana, mine, 'createGoal', { ...laptop, accountId: 'gone' })).rejects.toThrow('Account not found');
    expect(w.store.snapshot()).toEqual({});
  });

  it('keeps what was set aside and takes one amount back, never another', async () => {
    const w = world();
    const { id } = await w.run(ana, mine, 'createGoal', laptop);
    const { id: first } = await w.run(ana, mine, 'setAsideForGoal', {
      goalId: id,
      amount: toCentavos(1_500),
      date: NOW,
    });
    await w.run(ana, mine, 'setAsideForGoal', { goalId: id, amount: toCentavos(2_500.5), date: NOW });
    const before = await w.goal(mine, id);
    expect(before && goalProgress(before, undefined, []).saved).toBe(400_050);
    await w.run(ana, mine, 'removeGoalContribution', { goalId: id, contributionId: first });
    const after = await w.goal(mine, id);
    expect(after?.contributions.map((c) => c.amount)).toEqual([250_050]);
    await expect(w.run(ana, mine, 'removeGoalContribution', { goalId: id, contributionId: first })).rejects.toThrow(
      'That amount is no longer set aside',
    );
    await expect(w.run(ana, mine, 'setAsideForGoal', { goalId: id, amount: toCentavos(0), date: NOW })).rejects.toThrow(
      'The amount to set aside must be more than 0',
    );
  });

  it('keeps at most 500 amounts set aside, and says so', async () => {
    const w = world();
    const { id } = await w.run(ana, mine, 'createGoal', laptop);
    for (let i = 0; i < 500; i += 1) {
      await w.run(ana, mine, 'setAsideForGoal', { goalId: id, amount: toCentavos(1), date: NOW });
    }
    await expect(w.run(ana, mine, 'setAsideForGoal', { goalId: id, amount: toCentavos(1), date: NOW })).rejects.toThrow(
      'A goal keeps at most 500 amounts set aside',
    );
    expect((await w.goal(mine, id))?.contributions).toHaveLength(500);
  });

  it("with an account counts that account's balance: nothing is set aside by hand", async () => {
    const w = world();
    const accountId = await withSavings(w, 1_000);
    const { id } = await w.run(ana, mine, 'createGoal', { ...laptop, accountId });
    await expect(w.run(ana, mine, 'setAsideForGoal', { goalId: id, amount: toCentavos(1), date: NOW })).rejects.toThrow(
      "This goal counts its account's balance",
    );
  });

  it('counts a received payout marked toward it, until the payout is unmarked', async () => {
    const w = world();
    const accountId = await withSavings(w, null);
    const { id: paluwaganId } = await w.run(ana, mine, 'createPaluwagan', OFFICE_PALUWAGAN);
    const { id: goalId } = await w.run(ana, mine, 'createGoal', laptop);
    const mark = { paluwaganId, number: 2, goalId };
    await expect(w.run(ana, mine, 'markPayoutTowardGoal', mark)).rejects.toThrow('Mark the payout received first');
    const schedule = { kind: 'paluwagan-payout' as const, id: paluwaganId };
    await w.run(ana, mine, 'markRows', { schedule, keys: [2], source: { kind: 'account', accountId } });
    await w.run(ana, mine, 'markPayoutTowardGoal', mark);
    const read = async () => {
      const p = await w.read(paths(mine).paluwagan(paluwaganId));
      return payoutsTowardGoal(goalId, p ? [p] : []).map((payout) => payout.amount);
    };
    expect(await read()).toEqual([200_000]);
    await w.run(ana, mine, 'unmarkRows', { schedule, keys: [2] });
    expect(await read()).toEqual([]);
    await w.run(ana, mine, 'markRows', { schedule, keys: [2], source: { kind: 'account', accountId } });
    expect(await read()).toEqual([]);
    await w.run(ana, mine, 'markPayoutTowardGoal', mark);
    await w.run(ana, mine, 'markPayoutTowardGoal', { ...mark, goalId: null });
    expect(await read()).toEqual([]);
  });

  it('in a household, says who set money aside, and is refused to a viewer', async () => {
    const w = world();
    const { householdId } = await w.run(ana, mine, 'createHousehold', { name: 'Dela Cruz family' });
    const family = householdSpace(householdId);
    const { inviteId } = await w.run(ana, family, 'inviteMember', { email: 'ben@example.com', role: 'viewer' });
    await w.run(ben, personalSpace('ben'), 'acceptInvite', { householdId, inviteId });
    const { id } = await w.run(ana, family, 'createGoal', laptop);
    await w.run(ana, family, 'setAsideForGoal', { goalId: id, amount: toCentavos(100), date: NOW });
    expect(await w.goal(family, id)).toMatchObject({ createdBy: 'ana', contributions: [{ by: 'ana' }] });
    await expect(
      w.run(ben, family, 'setAsideForGoal', { goalId: id, amount: toCentavos(100), date: NOW }),
    ).rejects.toThrow('You can view Dela Cruz family but not change it');
  });
});
