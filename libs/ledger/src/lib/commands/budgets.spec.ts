// Budgets in memory, as the server runs the command (guardedCommand: ACCESS, then the command).
import { toCentavos } from '@pitaka/domain';
import { MemoryStore } from '../memory/memory-store';
import { householdSpace, paths, personalSpace } from '../port/paths';
import type { Actor } from '../port/port';
import { commandRunner } from '../../testing/run-commands';
import { at as manila } from '../../testing/at';

const NOW = manila(2026, 11, 28, 9);
const LATER = manila(2026, 11, 29, 9);
const ana: Actor = { uid: 'ana', email: 'ana@example.com', emailVerified: true };
const ben: Actor = { uid: 'ben', email: 'ben@example.com', emailVerified: true };

function world() {
  const store = new MemoryStore();
  return { store, run: commandRunner(store, NOW) };
}

const food = (pesos: number, rollover = false) => ({ category: 'Food', amount: toCentavos(pesos), rollover });

describe('a period’s budget', () => {
  it('is saved by period, replaced whole when saved again (its first save kept), and removed when emptied', async () => {
    const w = world();
    const mine = personalSpace('ana');
    const ref = paths(mine).budget('2026-11-2').path;
    await w.run(ana, mine, 'saveBudget', {
      period: '2026-11-2',
      rows: [food(3000, true), { category: 'Transport', amount: toCentavos(800), rollover: false }],
    });
    expect(w.store.read(ref)).toEqual({
      period: '2026-11-2',
      categories: { Food: { amount: 300000, rollover: true }, Transport: { amount: 80000, rollover: false } },
      createdAt: NOW,
      updatedAt: NOW,
    });
    await w.run(ana, mine, 'saveBudget', { period: '2026-11-2', rows: [food(2500)] }, LATER);
    expect(w.store.read(ref)).toEqual({
      period: '2026-11-2',
      categories: { Food: { amount: 250000, rollover: false } },
      createdAt: NOW,
      updatedAt: LATER,
    });
    await w.run(ana, mine, 'saveBudget', { period: '2026-11-2', rows: [] });
    expect(w.store.read(ref)).toBeUndefined();
  });

  it('refuses what the domain refuses, writing nothing', async () => {
    const w = world();
    const mine = personalSpace('ana');
    await expect(w.run(ana, mine, 'saveBudget', { period: '2026-11-3', rows: [food(10)] })).rejects.toThrow(
      'Choose a month or a kinsena',
    );
    await expect(
      w.run(ana, mine, 'saveBudget', { period: '2026-11', rows: [{ ...food(10), amount: null }] }),
    ).rejects.toThrow('Enter a budget for Food');
    expect(w.store.snapshot()).toEqual({});
  });

  it('in a household, is an editor’s, says who set it, and is refused to a viewer', async () => {
    const w = world();
    const { householdId } = await w.run(ana, personalSpace('ana'), 'createHousehold', { name: 'Dela Cruz family' });
    const family = householdSpace(householdId);
    const { inviteId } = await w.run(ana, family, 'inviteMember', { email: 'ben@example.com', role: 'viewer' });
    await w.run(ben, personalSpace('ben'), 'acceptInvite', { householdId, inviteId });
    await w.run(ana, family, 'saveBudget', { period: '2026-11', rows: [food(9000)] });
    expect(w.store.read(paths(family).budget('2026-11').path)).toMatchObject({ createdBy: 'ana', updatedBy: 'ana' });
    await expect(w.run(ben, family, 'saveBudget', { period: '2026-11', rows: [food(1)] })).rejects.toThrow(
      'You can view Dela Cruz family but not change it',
    );
    expect(w.store.read(paths(family).budget('2026-11').path)).toMatchObject({
      categories: { Food: { amount: 900000 } },
    });
  });
});
