// Budgets against the real emulators and rules: saved through the callable, read by period and
// as the latest, and what they read as spent from the month summaries the commands keep.
import { spentInPeriod, toCentavos } from '@pitaka/domain';
import { at } from '../../testing/emulator';
import { testUser } from '../../testing/test-user';
import { addTransaction, getBudget, getLatestBudget, getMonthSummary, saveBudget } from './index';

jest.setTimeout(60_000);

const c = testUser('budgets');

describe('budgets', () => {
  it('are saved by period, read back, and the latest names the kind the space plans by', async () => {
    await c.setUp('Wallet', at(2026, 11, 1), toCentavos(10_000));
    expect(await getLatestBudget(c.scope)).toBeNull();
    await saveBudget(c.scope, {
      period: '2026-11-1',
      rows: [{ category: 'Food', amount: toCentavos(3000), rollover: true }],
    });
    await saveBudget(c.scope, {
      period: '2026-11-2',
      rows: [
        { category: 'Food', amount: toCentavos(2500), rollover: true },
        { category: 'Transport', amount: toCentavos(800), rollover: false },
      ],
    });
    expect(await getBudget(c.scope, '2026-11-2')).toMatchObject({
      id: '2026-11-2',
      categories: {
        Food: { amount: toCentavos(2500), rollover: true },
        Transport: { amount: toCentavos(800), rollover: false },
      },
    });
    expect((await getLatestBudget(c.scope))?.id).toBe('2026-11-2');
    expect(await getBudget(c.scope, '2026-12-1')).toBeNull();
    await expect(
      saveBudget(c.scope, { period: '2026-11', rows: [{ category: 'Food', amount: null, rollover: false }] }),
    ).rejects.toMatchObject({ code: 'refused', message: 'Enter a budget for Food' });
  });

  it('read what was spent on each side of Manila midnight on the 15th from the summaries', async () => {
    const wallet = await c.account('Cash', toCentavos(5_000), 'cash');
    const spend = (pesos: number, date: Date) =>
      addTransaction(c.scope, {
        type: 'expense',
        amount: toCentavos(pesos),
        description: 'Groceries',
        category: 'Food',
        accountId: wallet,
        date,
      });
    await spend(120.5, at(2026, 11, 15, 23, 59));
    await spend(99.25, at(2026, 11, 16, 0, 0));
    const november = await getMonthSummary(c.scope, '2026-11');
    expect(spentInPeriod(november, '2026-11-1')).toEqual({ Food: toCentavos(120.5) });
    expect(spentInPeriod(november, '2026-11-2')).toEqual({ Food: toCentavos(99.25) });
    expect(spentInPeriod(november, '2026-11')).toEqual({ Food: toCentavos(219.75) });
  });
});
