// A kinsena budget on a fixed Saturday, 28 November 2026: Ana prepares her figures once (the
// one-time rebuild on /insights), sets Food and Transport for Nov 16–30, reads on /budgets what
// the test sums itself from the emulator's transactions, is told before saving what an expense
// leaves of Food, and sees it counted after. The ledger audit (which also recomputes every
// kinsena's spending from the transactions) holds at the end.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney, periodOf, toCentavos, type Centavos } from '@pitaka/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, expectNoWiderThanScreen } from '../support/layout';
import { expectLedgerHolds, readUserTree, seedSetUpUser, seedTransactions } from '../support/ledger';
import { manilaTime } from '../support/manila-time';
import { signIn, toast } from '../support/session';

const NOW = manilaTime('2026-11-28T10:00');
const money = (centavos: number) => formatMoney(toCentavos(centavos / 100), 'PHP');

/** What the emulator holds as spent in `category` in the kinsena of NOW, in centavos. */
async function spentThisKinsena(request: Parameters<typeof readUserTree>[0], uid: string, category: string) {
  const { transactions } = await readUserTree(request, uid);
  const kinsena = periodOf('kinsena', NOW);
  return transactions
    .filter((t) => t.type === 'expense' && t.category === category)
    .filter(
      (t) =>
        periodOf('kinsena', (t.date as { toDate?: () => Date }).toDate?.() ?? new Date(String(t.date))) === kinsena,
    )
    .reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
}

async function addBudgetRow(page: Page, category: string, amount: string, rollover: boolean) {
  const form = page.getByRole('form', { name: 'Budget for Nov 16–30, 2026' });
  await form.getByRole('button', { name: 'Add a category' }).click();
  const row = form.getByRole('group').last();
  await row.getByLabel('Category').selectOption(category);
  await row.getByRole('textbox', { name: `Budget for ${category}` }).fill(amount);
  if (rollover) await row.getByLabel('Carry over what is left').check();
}

test('a kinsena budget: set, read against the sums over REST, and told before an expense is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await seedSetUpUser(request, {
    prefix: 'budget',
    accounts: [{ name: 'Wallet', type: 'cash', balance: 10_000 }],
  });
  const [wallet] = user.accounts;
  await seedTransactions(request, user.uid, wallet.id, [
    {
      type: 'expense',
      amount: 2_900,
      description: 'Groceries',
      category: 'Food',
      date: manilaTime('2026-11-03T18:00'),
    },
    // Either side of Manila's midnight starting the 16th.
    { type: 'expense', amount: 99.5, description: 'Merienda', category: 'Food', date: manilaTime('2026-11-15T23:59') },
    { type: 'expense', amount: 1_160, description: 'Palengke', category: 'Food', date: manilaTime('2026-11-16T00:00') },
    {
      type: 'expense',
      amount: 950.75,
      description: 'Grab',
      category: 'Transport',
      date: manilaTime('2026-11-18T08:00'),
    },
  ]);
  await page.clock.install({ time: NOW });
  await signIn(page, user.email, user.password);

  await test.step('her figures are prepared once, on /insights', async () => {
    await page.goto('/insights');
    await expect
      .poll(async () => (await readUserTree(request, user.uid)).summaries?.['ledger']?.['complete'], {
        timeout: 30_000,
      })
      .toBe(true);
  });

  await test.step('she sets Food (carried over) and Transport for this kinsena', async () => {
    await page.goto('/budgets');
    await expect(page.getByRole('heading', { level: 2, name: 'No budget for Nov 16–30, 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Set budget' }).click();
    await addBudgetRow(page, 'Food', '3000', true);
    await addBudgetRow(page, 'Transport', '800', false);
    await page.getByRole('button', { name: 'Save budget' }).click();
    await expect(toast(page, 'Budget saved')).toBeVisible();
  });

  const food = await spentThisKinsena(request, user.uid, 'Food');
  const transport = await spentThisKinsena(request, user.uid, 'Transport');
  await test.step('/budgets shows what the emulator holds, summed here', async () => {
    expect([food, transport]).toEqual([116_000, 95_075]);
    const lines = page.getByRole('list', { name: 'Budget for Nov 16–30, 2026' });
    const line = (category: string) => lines.getByRole('listitem').filter({ has: page.getByText(category) });
    await expect(line('Food')).toContainText(`${money(food)} of ${money(300_000)}`);
    await expect(line('Food')).toContainText(`${money(300_000 - food)} left`);
    await expect(line('Transport')).toContainText(`Over by ${money(transport - 80_000)}`);
    await expect(page.getByText('3 days left')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a kinsena budget');
  });

  await test.step('adding an expense says what it leaves of Food before it is saved', async () => {
    await page.goto(`/add-transaction?accountId=${wallet.id}`);
    const form = page.getByRole('form', { name: 'New transaction' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('500');
    await form.getByLabel('Description').fill('Bigas');
    await form.getByLabel('Category').selectOption('Food');
    const left: Centavos = toCentavos((300_000 - food - 50_000) / 100);
    await expect(form.getByText(`${formatMoney(left, 'PHP')} left in Food this kinsena`)).toBeVisible();
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
  });

  await test.step('and counts it after, on a phone too', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/budgets');
    const after = await spentThisKinsena(request, user.uid, 'Food');
    expect(after).toBe(food + 50_000);
    const lines = page.getByRole('list', { name: 'Budget for Nov 16–30, 2026' });
    await expect(lines.getByRole('listitem').first()).toContainText(`${money(after)} of ${money(300_000)}`);
    await expectNoWiderThanScreen(page, '/budgets on a phone');
    await expectLedgerHolds(request, user.uid);
  });
});
