// Issue 13, item 2: script payloads stored as names and descriptions are shown as text on every
// screen and never run. One user types them through every form; another gets them seeded in every
// free-text field and visits every screen that shows them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectLedgerHolds, seedSetUpUser, seedTransactions, writeDocument } from '../support/ledger';
import { signIn, toast } from '../support/session';
import { createUser } from '../support/stack';
import { HOSTILE_TEXTS, expectNoHostileMarkup, watchScriptEffects } from './support/hostile-markup';
import { chooseAccount } from '../support/account-select';
import { navigateInApp } from './support/navigation';
import { seedDebt, seedPaluwagan } from './support/seed-records';

const [IMG, SCRIPT, CLOSE_SCRIPT, JS_URL, SVG] = HOSTILE_TEXTS;
/** A hostile string in an id: it ends up in link targets. */
const HOSTILE_ID = JS_URL;
const DAY = 24 * 60 * 60 * 1000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectMainShows(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
}

test('hostile text typed into every free-text field is stored and shown as text', async ({ page, request }) => {
  test.setTimeout(60_000);
  const effects = watchScriptEffects(page);
  const user = await createUser(request, 'hostile-forms');
  await signIn(page, user.email, user.password, { landing: /\/account-setup$/ });

  await test.step('account setup and add account', async () => {
    await page.getByLabel('Account Name').fill(IMG);
    await page.getByRole('textbox', { name: 'Initial Balance' }).fill('1000');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(toast(page, 'Account setup complete!')).toBeVisible();
    await expectMainShows(page, [IMG]);
    await expectNoHostileMarkup(page, effects, '/dashboard after setup');

    await navigateInApp(page, '/add-account');
    await page.getByLabel('Account Name').fill(JS_URL);
    await page.getByRole('textbox', { name: 'Initial Balance' }).fill('500');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: JS_URL, exact: true })).toBeVisible();
    await expectNoHostileMarkup(page, effects, '/accounts');
  });

  await test.step('add and modify a transaction', async () => {
    await navigateInApp(page, '/transactions');
    await page.getByRole('link', { name: 'Add Transaction' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
    await page.getByLabel('Description').fill(SCRIPT);
    await page.getByLabel('Category').selectOption('Food');
    await chooseAccount(page.getByLabel('Account', { exact: true }), IMG);
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    // The refusal quotes the account's name: as text too.
    await expect(page.getByRole('form', { name: 'New transaction' }).getByRole('alert')).toHaveText(
      `Insufficient funds in ${IMG}. Available balance: ₱1,000.00`,
    );
    await expectNoHostileMarkup(page, effects, '/add-transaction refusal');
    await page.getByRole('textbox', { name: 'Amount' }).fill('10');
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/transactions$/);

    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(rows.filter({ hasText: SCRIPT })).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${SCRIPT}`, exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Modify Transaction' });
    await expect(modal.getByLabel('Description')).toHaveValue(SCRIPT);
    await modal.getByLabel('Description').fill(CLOSE_SCRIPT);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Transaction updated successfully')).toBeVisible();
    await expect(rows.filter({ hasText: CLOSE_SCRIPT })).toHaveCount(1);
    await expectNoHostileMarkup(page, effects, '/transactions');
  });

  await test.step('create a paluwagan and pay a week: the generated description carries its name', async () => {
    await navigateInApp(page, '/paluwagan/create');
    await page.getByLabel('Paluwagan Name').fill(SVG);
    await page.getByLabel('Organizer').fill(IMG);
    await page.getByLabel('Description (Optional)').fill(HOSTILE_TEXTS.join('\n'));
    await page.getByRole('textbox', { name: 'Amount Per Number' }).fill('100');
    await page.getByRole('textbox', { name: 'Total Numbers' }).fill('2');
    await page.getByRole('group', { name: 'Your Numbers' }).getByRole('button', { name: '1', exact: true }).click();
    await page.getByRole('button', { name: 'Create Paluwagan' }).click();
    await expect(toast(page, 'Paluwagan created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: SVG, exact: true })).toBeVisible();
    await expectMainShows(page, [`Organized by ${IMG}`, ...HOSTILE_TEXTS]);
    await expectNoHostileMarkup(page, effects, '/paluwagan/{id}');

    await page.getByRole('button', { name: 'Mark as Paid, week 1' }).first().click();
    const pay = page.getByRole('dialog', { name: 'Confirm Payment' });
    await chooseAccount(pay.getByRole('combobox', { name: 'Account' }), IMG);
    await pay.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Payments marked as paid')).toBeVisible();
    await expectMainShows(page, [`Paid from ${IMG}`]);
    await navigateInApp(page, '/transactions');
    await expectMainShows(page, [`Paluwagan payment: ${SVG} (Week 1)`, `Paluwagan: ${SVG}, week 1`]);
    await expectNoHostileMarkup(page, effects, '/transactions with a paluwagan payment');
  });

  await test.step('create a debt', async () => {
    await navigateInApp(page, '/debt/create');
    await page.getByLabel('Debt Name').fill(CLOSE_SCRIPT);
    await page.getByLabel('Lender Name').fill(JS_URL);
    await page.getByRole('textbox', { name: 'Total Amount' }).fill('300');
    await page.getByLabel('Due Date').fill('2026-12-31');
    await page.getByRole('button', { name: 'Create Debt' }).click();
    await expect(toast(page, 'Debt created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: CLOSE_SCRIPT, exact: true })).toBeVisible();
    await expectMainShows(page, [`To: ${JS_URL}`]);
    await expectNoHostileMarkup(page, effects, '/debt/{id}');
  });

  await expectLedgerHolds(request, user.uid);
});

test('hostile text in every stored field is shown as text on every screen', async ({ page, request }) => {
  test.setTimeout(60_000);
  const effects = watchScriptEffects(page);
  const createdAt = new Date('2026-01-05T09:00:00+08:00');
  const user = await seedSetUpUser(request, {
    prefix: 'hostile-screens',
    createdAt,
    accounts: HOSTILE_TEXTS.map((name, i) => ({ name, type: 'cash' as const, balance: 1000 + i })),
  });
  const rotate = (i: number, by: number) => HOSTILE_TEXTS[(i + by) % HOSTILE_TEXTS.length];
  const [first] = user.accounts;
  await seedTransactions(
    request,
    user.uid,
    first.id,
    HOSTILE_TEXTS.map((description, i) => ({
      type: 'expense' as const,
      amount: 1,
      description,
      category: 'Food',
      date: new Date(createdAt.getTime() + (i + 1) * DAY),
    })),
  );
  await writeDocument(request, `users/${user.uid}/accounts/${encodeURIComponent(HOSTILE_ID)}`, {
    name: 'Hostile id account',
    type: 'bank',
    balance: 0,
    createdAt,
  });
  const paluwaganIds: string[] = [];
  const debtIds: string[] = [];
  for (const [i, name] of HOSTILE_TEXTS.entries()) {
    paluwaganIds.push(
      await seedPaluwagan(request, user.uid, {
        name,
        organizer: rotate(i, 1),
        description: rotate(i, 2),
        startDate: new Date('2026-03-04T00:00:00+08:00'),
        totalNumbers: 5,
        amountPerNumber: 100,
        ownedNumbers: [i + 1],
      }),
    );
    debtIds.push(
      await seedDebt(request, user.uid, {
        type: i % 2 === 0 ? 'owe' : 'owed',
        name,
        counterpartyName: rotate(i, 1),
        totalAmount: 100,
        dueDate: new Date('2026-12-31T00:00:00+08:00'),
      }),
    );
  }
  await signIn(page, user.email, user.password);

  const screens: { path: string; ready: Locator; shows: readonly string[] }[] = [
    {
      path: '/dashboard',
      ready: page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem').nth(4),
      shows: HOSTILE_TEXTS,
    },
    {
      path: '/accounts',
      ready: page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').nth(5),
      shows: [...HOSTILE_TEXTS, 'Hostile id account'],
    },
    {
      path: `/accounts/${first.id}`,
      ready: page.getByRole('list', { name: 'Account transactions' }).getByRole('listitem').nth(4),
      shows: HOSTILE_TEXTS,
    },
    {
      path: `/edit-account/${first.id}`,
      ready: page.getByLabel('Account Name'),
      shows: [],
    },
    {
      path: '/transactions',
      ready: page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').nth(5),
      shows: HOSTILE_TEXTS,
    },
    {
      path: '/add-transaction',
      ready: page.getByLabel('Account', { exact: true }).locator('option').nth(HOSTILE_TEXTS.length),
      shows: [],
    },
    {
      path: '/paluwagan',
      ready: page.getByRole('link', { name: HOSTILE_TEXTS[4], exact: true }),
      shows: HOSTILE_TEXTS,
    },
    {
      path: `/paluwagan/${paluwaganIds[0]}`,
      ready: page.getByRole('heading', { level: 1, name: HOSTILE_TEXTS[0], exact: true }),
      shows: [`Organized by ${HOSTILE_TEXTS[1]}`, HOSTILE_TEXTS[2]],
    },
    {
      path: `/paluwagan/${paluwaganIds[0]}/edit`,
      ready: page.getByLabel('Paluwagan Name'),
      shows: [],
    },
    { path: '/debt', ready: page.getByRole('link', { name: HOSTILE_TEXTS[4], exact: true }), shows: HOSTILE_TEXTS },
    {
      path: `/debt/${debtIds[1]}`,
      ready: page.getByRole('heading', { level: 1, name: HOSTILE_TEXTS[1], exact: true }),
      shows: [`From: ${HOSTILE_TEXTS[2]}`],
    },
    {
      path: `/debt/${debtIds[1]}/edit`,
      ready: page.getByRole('link', { name: `Back to ${HOSTILE_TEXTS[1]}`, exact: true }),
      shows: [],
    },
  ];
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await navigateInApp(page, screen.path);
      await expect(screen.ready).toBeAttached();
      await expectMainShows(page, screen.shows);
      await expectNoHostileMarkup(page, effects, screen.path);
    });
  }

  await test.step('form fields hold the stored text as their value', async () => {
    await navigateInApp(page, `/edit-account/${first.id}`);
    await expect(page.getByLabel('Account Name')).toHaveValue(HOSTILE_TEXTS[0]);
    await navigateInApp(page, `/paluwagan/${paluwaganIds[0]}/edit`);
    await expect(page.getByLabel('Paluwagan Name')).toHaveValue(HOSTILE_TEXTS[0]);
    await expect(page.getByLabel('Organizer')).toHaveValue(HOSTILE_TEXTS[1]);
    await expect(page.getByLabel('Description (Optional)')).toHaveValue(HOSTILE_TEXTS[2]);
    await navigateInApp(page, `/debt/${debtIds[1]}/edit`);
    await expect(page.getByLabel('Debt Name')).toHaveValue(HOSTILE_TEXTS[1]);
    await expect(page.getByLabel('Borrower Name')).toHaveValue(HOSTILE_TEXTS[2]);
    await navigateInApp(page, '/add-transaction');
    const options = page.getByLabel('Account', { exact: true }).locator('option');
    for (const name of HOSTILE_TEXTS) {
      await expect(options.filter({ hasText: new RegExp(`^${escapeRegExp(name)} \\(`) })).toHaveCount(1);
    }
    await expectNoHostileMarkup(page, effects, 'edit forms');
  });

  await test.step('the dashboard blocks and the Modify Transaction dialog', async () => {
    await navigateInApp(page, '/dashboard');
    await expect(page.getByRole('region', { name: 'Paluwagan', exact: true }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Debts', exact: true }).getByRole('article')).toHaveCount(3);
    await expectNoHostileMarkup(page, effects, '/dashboard blocks');
    await navigateInApp(page, '/transactions');
    await page.getByRole('button', { name: `Edit ${SVG}`, exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Modify Transaction' });
    await expect(modal.getByLabel('Description')).toHaveValue(SVG);
    await expectNoHostileMarkup(page, effects, 'Modify Transaction');
  });

  await test.step('an account whose id is a javascript: URL links to its own page', async () => {
    await navigateInApp(page, '/accounts');
    const link = page.getByRole('link', { name: 'View details of Hostile id account' });
    await expect(link).toHaveAttribute('href', `/accounts/${encodeURIComponent(HOSTILE_ID)}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hostile id account' })).toBeVisible();
    await expectNoHostileMarkup(page, effects, '/accounts/{hostile id}');
  });
});
