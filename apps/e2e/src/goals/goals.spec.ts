// Savings goals on a fixed Saturday, 28 November 2026 (the second kinsena).
// - Ana, in her own books, makes a goal held in her Savings account and reaches it by transfers
//   into it: what each kinsena needs follows what the emulator holds, then it is marked reached,
//   on /goals and on the dashboard. At 1280 px, then on a phone: a goal without an account counts
//   what she sets aside and a paluwagan payout she marks toward it, until it is unreceived.
// - In the Reyes family's books, Ana (laptop) sets a kinsena budget and a goal; Ben (phone) is
//   told before saving what his expense leaves of Food, and reaches the goal with a transfer;
//   Ana's /budgets, goal and widgets show what the test sums over REST. Both books audited.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { brokenLedgerRule, formatMoney, periodOf, toCentavos } from '@pitaka/domain';
import { chooseAccount } from '../support/account-select';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, expectNoWiderThanScreen } from '../support/layout';
import {
  expectLedgerHolds,
  readBooks,
  seedAccounts,
  seedSetUpUser,
  storedBalances,
  writeDocument,
  seedSharedHousehold,
} from '../support/ledger';
import { manilaTime } from '../support/manila-time';
import { signIn, toast } from '../support/session';

const NOW = manilaTime('2026-11-28T10:00');
const pesos = (amount: number) => formatMoney(toCentavos(amount), 'PHP');

async function person(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.clock.install({ time: NOW });
  return page;
}

async function transfer(page: Page, fromId: string, to: string, amount: string) {
  await page.goto(`/accounts/${fromId}`);
  await page.getByRole('link', { name: 'Transfer', exact: true }).click();
  await chooseAccount(page.getByLabel('To account'), to);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Save Transfer' }).click();
  await expect(toast(page, 'Transfer recorded successfully!')).toBeVisible();
}

async function newGoal(page: Page, name: string, target: string, date: string, account: string) {
  await page.goto('/goals');
  await page.getByRole('link', { name: 'New goal' }).first().click();
  const form = page.getByRole('form', { name: 'New goal' });
  await form.getByRole('textbox', { name: 'What is it for?' }).fill(name);
  await form.getByRole('textbox', { name: 'Amount to reach' }).fill(target);
  await form.getByLabel('Reach it by').fill(date);
  await form.getByRole('combobox', { name: 'Where the money is kept' }).selectOption({ label: account });
  await form.getByRole('button', { name: 'Create goal' }).click();
  await expect(toast(page, 'Goal created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a goal held in an account is reached by transfers into it', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const ana = await seedSetUpUser(request, {
    prefix: 'goal',
    accounts: [
      { name: 'Payroll', type: 'bank', balance: 50_000 },
      { name: 'Savings', type: 'bank', balance: 0 },
    ],
  });
  const [payroll] = ana.accounts;
  // Her paluwagan: number 1 is hers, ₱2,000 paid out on Sunday 22 November.
  await writeDocument(request, `users/${ana.uid}/paluwagans/office`, {
    name: 'Office',
    organizer: 'Aling Nena',
    description: '',
    startDate: manilaTime('2026-11-16T00:00'),
    totalNumbers: 2,
    amountPerNumber: 1000,
    payoutPerNumber: 2000,
    numbers: [
      { number: 1, payoutDate: manilaTime('2026-11-22T00:00'), isPaid: false, isOwner: true, ownerName: 'Me' },
      { number: 2, payoutDate: manilaTime('2026-11-29T00:00'), isPaid: false, isOwner: false, ownerName: '' },
    ],
    weeklyPayments: [
      { weekNumber: 1, dueDate: manilaTime('2026-11-22T00:00'), isPaid: false, amount: 1000 },
      { weekNumber: 2, dueDate: manilaTime('2026-11-29T00:00'), isPaid: false, amount: 1000 },
    ],
    createdAt: manilaTime('2026-11-16T09:00'),
    updatedAt: manilaTime('2026-11-16T09:00'),
  });
  const page = await person(browser, { width: 1280, height: 900 });
  await signIn(page, ana.email, ana.password);

  await test.step('she makes the goal: ₱20,000 in Savings by 31 January, five kinsenas away', async () => {
    await newGoal(page, 'New laptop', '20000', '2027-01-31', 'Savings');
    await expect(page.getByText('₱4,000.00 a kinsena until Jan 31, 2027')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  await test.step('a transfer into Savings counts: the rest is spread over what is left', async () => {
    await transfer(page, payroll.id, 'Savings', '12000');
    const saved = (await storedBalances(request, ana.uid))['Savings'];
    expect(saved).toBe(12_000);
    await page.goto('/goals');
    const card = page.getByRole('article').filter({ hasText: 'New laptop' });
    await expect(card).toContainText(`${pesos(saved)} of ${pesos(20_000)}`);
    await expect(card).toContainText(`${pesos((20_000 - saved) / 5)} a kinsena until Jan 31, 2027`);
    await expectNoSeriousA11yViolations(page, '/goals');
  });

  await test.step('the next transfer reaches it: marked reached, on /goals and on the dashboard', async () => {
    await transfer(page, payroll.id, 'Savings', '8000');
    expect((await storedBalances(request, ana.uid))['Savings']).toBe(20_000);
    await page.goto('/goals');
    await expect(page.getByRole('article').filter({ hasText: 'New laptop' }).getByText('Reached')).toBeVisible();
    await page.goto('/dashboard');
    const widget = page.getByRole('region', { name: 'Goals' });
    await expect(widget.getByText('Every goal reached')).toBeVisible();
    await expectLedgerHolds(request, ana.uid);
  });

  await test.step('a goal without an account counts what she sets aside toward it, on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/goals/new');
    const form = page.getByRole('form', { name: 'New goal' });
    await form.getByRole('textbox', { name: 'What is it for?' }).fill('Emergency fund');
    await form.getByRole('textbox', { name: 'Amount to reach' }).fill('15000');
    await form.getByRole('button', { name: 'Create goal' }).click();
    await expect(toast(page, 'Goal created')).toBeVisible();
    const setAside = page.getByRole('form', { name: 'Set aside' });
    await setAside.getByRole('textbox', { name: 'Amount' }).fill('1500.50');
    await setAside.getByRole('button', { name: 'Set aside' }).click();
    await expect(toast(page, 'Set aside toward the goal')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      `10%, ${pesos(1_500.5)} of ${pesos(15_000)}`,
    );
    await expectNoWiderThanScreen(page, "a goal's page on a phone");
    await page.goto('/goals');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoWiderThanScreen(page, '/goals on a phone');
  });

  await test.step('a paluwagan payout she received counts toward it once marked, and no longer once unreceived', async () => {
    await page.goto('/paluwagan/office');
    const payouts = page.getByRole('list', { name: 'Your payouts' });
    await payouts.getByRole('button', { name: 'Mark as Received, number 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Account for Payout' });
    await chooseAccount(dialog.getByRole('combobox', { name: 'Account' }), 'Payroll');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Payout marked as received')).toBeVisible();
    await page.getByRole('combobox', { name: 'Goal of number 1' }).selectOption({ label: 'Emergency fund' });
    await expect(toast(page, 'Payout marked toward the goal')).toBeVisible();
    await expectNoWiderThanScreen(page, 'a payout toward a goal on a phone');
    await page.goto('/goals');
    const card = page.getByRole('article').filter({ hasText: 'Emergency fund' });
    await expect(card).toContainText(`${pesos(1_500.5 + 2_000)} of ${pesos(15_000)}`);
    await page.goto('/paluwagan/office');
    await payouts.getByRole('button', { name: 'Mark as Unreceived, number 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Mark as Unreceived' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(toast(page, 'Payout marked as unreceived')).toBeVisible();
    await page.goto('/goals');
    await expect(card).toContainText(`${pesos(1_500.5)} of ${pesos(15_000)}`);
    await expectLedgerHolds(request, ana.uid);
  });
});

test('in a household: a shared kinsena budget and goal, kept by two members at once', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const FAMILY = 'Reyes family';
  const ana = await seedSetUpUser(request, { prefix: 'goal-ana' });
  const ben = await seedSetUpUser(request, { prefix: 'goal-ben' });
  const made = manilaTime('2026-11-01T08:00');
  const root = await seedSharedHousehold(request, { prefix: 'goals-e2e', name: FAMILY, owner: ana, editor: ben, made });
  const [gcash] = await seedAccounts(
    request,
    root,
    [
      { name: 'Family GCash', type: 'ewallet', balance: 9_000 },
      { name: 'Ipon', type: 'bank', balance: 0 },
    ],
    made,
  );

  const anaPage = await person(browser, { width: 1280, height: 900 });
  const benPage = await person(browser, PHONE);
  await Promise.all([signIn(anaPage, ana.email, ana.password), signIn(benPage, ben.email, ben.password)]);
  await anaPage.getByLabel('Books').selectOption({ label: `${FAMILY} · Owner` });
  // On a phone the books are chosen in the menu.
  await benPage.getByRole('button', { name: 'Menu' }).click();
  await benPage.getByLabel('Books').selectOption({ label: `${FAMILY} · Editor` });

  await test.step("Ana prepares the household's figures once, then sets Food for this kinsena and a goal", async () => {
    await anaPage.goto('/insights');
    await expect
      .poll(async () => (await readBooks(request, root)).summaries?.['ledger']?.['complete'], { timeout: 30_000 })
      .toBe(true);
    await anaPage.goto('/budgets');
    await anaPage.getByRole('button', { name: 'Set budget' }).click();
    const form = anaPage.getByRole('form', { name: 'Budget for Nov 16–30, 2026' });
    await form.getByRole('button', { name: 'Add a category' }).click();
    await form.getByLabel('Category').selectOption('Food');
    await form.getByRole('textbox', { name: 'Budget for Food' }).fill('3000');
    await form.getByRole('button', { name: 'Save budget' }).click();
    await expect(toast(anaPage, 'Budget saved')).toBeVisible();
    await newGoal(anaPage, 'Noche Buena', '5000', '2026-12-24', 'Ipon');
  });

  await test.step('Ben, on his phone, is told what his expense leaves of Food before he saves it', async () => {
    await benPage.goto(`/add-transaction?accountId=${gcash.id}`);
    const form = benPage.getByRole('form', { name: 'New transaction' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('1200');
    await form.getByLabel('Description').fill('Palengke');
    await form.getByLabel('Category').selectOption('Food');
    await expect(form.getByText('₱1,800.00 left in Food this kinsena')).toBeVisible();
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(toast(benPage, 'Transaction added successfully!')).toBeVisible();
  });

  await test.step('and reaches the goal with a transfer into Ipon, while Ana looks at the goal', async () => {
    await anaPage.goto('/goals');
    await transfer(benPage, gcash.id, 'Ipon', '5000');
    await expectNoWiderThanScreen(benPage, 'a household transfer on a phone');
  });

  await test.step("Ana's screens show what the household's books hold, summed here", async () => {
    const books = await readBooks(request, root);
    expect(brokenLedgerRule(books), 'the household ledger audit').toBeNull();
    const kinsena = periodOf('kinsena', NOW);
    const food = books.transactions
      .filter((t) => t.type === 'expense' && t.category === 'Food')
      .filter(
        (t) =>
          periodOf('kinsena', (t.date as { toDate?: () => Date }).toDate?.() ?? new Date(String(t.date))) === kinsena,
      )
      .reduce((sum, t) => sum + (t.amount as number), 0);
    expect(food).toBe(1_200);
    const ipon = Object.values(books.accounts).find((a) => a['name'] === 'Ipon')?.['balance'];
    expect(ipon).toBe(5_000);
    await anaPage.goto('/budgets');
    const line = anaPage.getByRole('list', { name: 'Budget for Nov 16–30, 2026' }).getByRole('listitem').first();
    await expect(line).toContainText(`${pesos(food)} of ${pesos(3_000)}`);
    await anaPage.goto('/goals');
    await expect(anaPage.getByRole('article').filter({ hasText: 'Noche Buena' }).getByText('Reached')).toBeVisible();
    await anaPage.goto('/dashboard');
    await expect(anaPage.getByRole('region', { name: 'Budget this period' })).toContainText(
      `${pesos(food)} of ${pesos(3_000)}`,
    );
    await expect(anaPage.getByRole('region', { name: 'Goals' }).getByText('Every goal reached')).toBeVisible();
    await expectNoSeriousA11yViolations(anaPage, 'the household dashboard with budget and goals');
  });
});
