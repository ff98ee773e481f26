// Savings goals against the real emulators and rules, through the ledger callable: kept, set
// aside toward, a payout marked toward one, and progress read from the lists the screens read.
import { goalProgress, payoutsTowardGoal, toCentavos } from '@pitaka/domain';
import { at } from '../../testing/emulator';
import { testUser } from '../../testing/test-user';
import {
  addTransfer,
  createGoal,
  createPaluwagan,
  deleteGoal,
  getAccount,
  getGoal,
  listGoals,
  listPaluwagans,
  markPayoutTowardGoal,
  markRows,
  setAsideForGoal,
  updateGoal,
} from './index';

jest.setTimeout(60_000);

const u = testUser('goals');
const laptop = { name: 'Laptop', target: toCentavos(30_000), targetDate: at(2027, 3, 31), accountId: '' };

describe('savings goals', () => {
  it('are kept, listed and deleted; a refusal writes nothing', async () => {
    await u.setUp('Wallet', at(2026, 11, 1), toCentavos(10_000));
    const { id } = await createGoal(u.scope, laptop);
    expect(await getGoal(u.scope, id)).toMatchObject({ name: 'Laptop', target: toCentavos(30_000), contributions: [] });
    await updateGoal(u.scope, { goalId: id, ...laptop, targetDate: null });
    expect((await getGoal(u.scope, id))?.targetDate).toBeUndefined();
    await expect(createGoal(u.scope, { ...laptop, target: toCentavos(-1) })).rejects.toMatchObject({
      code: 'refused',
      message: 'The amount to reach must be more than 0',
    });
    expect((await listGoals(u.scope)).map((g) => g.id)).toEqual([id]);
    await deleteGoal(u.scope, { goalId: id });
    expect(await getGoal(u.scope, id)).toBeNull();
  });

  it("is reached by transfers into its account: progress is that account's balance", async () => {
    const savings = await u.account('Emergency fund', toCentavos(0), 'bank');
    const wallet = await u.account('Payroll', toCentavos(40_000), 'bank');
    const { id } = await createGoal(u.scope, { ...laptop, accountId: savings });
    const progress = async () => {
      const goal = await getGoal(u.scope, id);
      const account = await getAccount(u.scope, savings);
      return goal && goalProgress(goal, account?.balance, []);
    };
    const send = (pesos: number) =>
      addTransfer(u.scope, {
        fromAccountId: wallet,
        toAccountId: savings,
        amount: toCentavos(pesos),
        fee: null,
        note: 'Ipon',
        date: at(2026, 11, 15),
      });
    await send(12_000);
    expect(await progress()).toMatchObject({ saved: toCentavos(12_000), percent: 40, reached: false });
    await send(18_000);
    expect(await progress()).toMatchObject({ saved: toCentavos(30_000), reached: true, remaining: 0 });
    await expect(
      setAsideForGoal(u.scope, { goalId: id, amount: toCentavos(1), date: at(2026, 11, 15) }),
    ).rejects.toMatchObject({ code: 'refused' });
  });

  it('counts what was set aside and a paluwagan payout marked toward it', async () => {
    const wallet = await u.account('GCash', toCentavos(0), 'ewallet');
    const { id: goalId } = await createGoal(u.scope, laptop);
    await setAsideForGoal(u.scope, { goalId, amount: toCentavos(5_000), date: at(2026, 11, 15) });
    const { id: paluwaganId } = await createPaluwagan(u.scope, {
      name: 'Office',
      organizer: 'Aling Nena',
      description: '',
      startDate: at(2026, 11, 2),
      totalNumbers: 4,
      amountPerNumber: toCentavos(2_500),
      selectedNumbers: [1],
    });
    await markRows(u.scope, {
      schedule: { kind: 'paluwagan-payout', id: paluwaganId },
      keys: [1],
      source: { kind: 'account', accountId: wallet },
    });
    await markPayoutTowardGoal(u.scope, { paluwaganId, number: 1, goalId });
    const goal = await getGoal(u.scope, goalId);
    const payouts = payoutsTowardGoal(goalId, await listPaluwagans(u.scope));
    expect(payouts).toEqual([{ paluwaganId, paluwaganName: 'Office', number: 1, amount: toCentavos(10_000) }]);
    expect(goal && goalProgress(goal, undefined, payouts)).toMatchObject({ saved: toCentavos(15_000), percent: 50 });
  });
});
