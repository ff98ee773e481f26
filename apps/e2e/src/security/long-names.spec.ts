// Issue 13, item 2: names and descriptions at the 200-character limit, with no space to break at
// (plain letters, or emoji and combining marks), lay out inside the page at 1280 px and 390 px on
// every screen that shows them; and paluwagans and debts with such names can still be paid.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEXT_MAX_LENGTH } from '@pitaka/domain';
import { expectLedgerHolds, seedSetUpUser, seedTransactions } from '../support/ledger';
import { signIn, toast } from '../support/session';
import { chooseAccount } from '../support/account-select';
import { navigateInApp } from './support/navigation';
import { seedDebt, seedPaluwagan } from './support/seed-records';

/** 200 UTF-16 units (what the validators count), no space. */
const LETTERS = 'WM'.repeat(TEXT_MAX_LENGTH / 2);
/** 200 UTF-16 units of a, two combining marks and an emoji, no space. */
const MARKS = 'a\u0301\u0328💸'.repeat(TEXT_MAX_LENGTH / 5);
const LONG_DESCRIPTION = 'WM'.repeat(500);
const WIDTHS = [1280, 390];

/**
 * null when the page fits its width; otherwise how far it scrolls sideways and the innermost
 * elements whose content spills out of their box (the culprits, for the failure message).
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow <= 0) return null;
    const spilling = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX === 'visible' &&
        !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName),
    );
    const culprits = spilling
      .filter((el) => !spilling.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()}>${(el.textContent ?? '').slice(0, 20)}…`);
    return `${overflow}px too wide: ${culprits.join(', ')}`;
  });
}

// Soft: one run lists every screen that overflows, not only the first.
const softExpect = expect.configure({ soft: true });

/** At each width the page fits. Starts and ends at 1280 px. */
async function expectFitsEveryWidth(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await softExpect.poll(() => sidewaysOverflow(page), `${screen} at ${width} px`).toBeNull();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('200-character names', () => {
  test.setTimeout(60_000);

  test('lay out inside the page at 1280 and 390 px on every screen that shows them', async ({ page, request }) => {
    const createdAt = new Date('2026-01-05T09:00:00+08:00');
    const user = await seedSetUpUser(request, {
      prefix: 'long-names',
      createdAt,
      accounts: [
        { name: LETTERS, type: 'bank', balance: 1234567.89 },
        { name: MARKS, type: 'ewallet', balance: 9999999999.99 },
      ],
    });
    const [letters] = user.accounts;
    await seedTransactions(
      request,
      user.uid,
      letters.id,
      [LETTERS, MARKS].map((description, i) => ({
        type: 'expense' as const,
        amount: 1234.56,
        description,
        category: 'Shopping',
        date: new Date(createdAt.getTime() + (i + 1) * 86_400_000),
      })),
    );
    const paluwaganId = await seedPaluwagan(request, user.uid, {
      name: LETTERS,
      organizer: MARKS,
      description: LONG_DESCRIPTION,
      startDate: new Date('2026-03-04T00:00:00+08:00'),
      totalNumbers: 10,
      amountPerNumber: 999999999.99,
      ownedNumbers: [1, 2],
    });
    await seedPaluwagan(request, user.uid, {
      name: MARKS,
      organizer: LETTERS,
      startDate: new Date('2026-03-04T00:00:00+08:00'),
      totalNumbers: 3,
      amountPerNumber: 500,
      ownedNumbers: [3],
    });
    const debtId = await seedDebt(request, user.uid, {
      type: 'owe',
      name: LETTERS,
      counterpartyName: MARKS,
      totalAmount: 9999999999.99,
      dueDate: new Date('2026-12-31T00:00:00+08:00'),
    });
    await seedDebt(request, user.uid, {
      type: 'owed',
      name: MARKS,
      counterpartyName: LETTERS,
      totalAmount: 100,
      dueDate: new Date('2026-12-31T00:00:00+08:00'),
    });
    await signIn(page, user.email, user.password);

    const byText = (text: string) => page.getByText(text, { exact: true }).first();
    const screens: [path: string, ready: Locator][] = [
      ['/dashboard', page.getByRole('region', { name: 'Debts', exact: true }).getByRole('article').nth(1)],
      ['/accounts', byText(MARKS)],
      [`/accounts/${letters.id}`, page.getByRole('list', { name: 'Account transactions' }).getByText(MARKS).first()],
      [`/edit-account/${letters.id}`, page.getByRole('button', { name: 'Delete Account' })],
      ['/transactions', page.getByRole('list', { name: 'Transactions' }).getByText(MARKS).first()],
      ['/add-transaction', page.getByRole('button', { name: 'Add Transaction' })],
      ['/paluwagan', page.getByRole('article').nth(1)],
      [`/paluwagan/${paluwaganId}`, byText(LONG_DESCRIPTION)],
      [`/paluwagan/${paluwaganId}/edit`, page.getByRole('button', { name: 'Delete Paluwagan' })],
      ['/debt', page.getByRole('article').nth(1)],
      [`/debt/${debtId}`, page.getByRole('heading', { level: 1, name: LETTERS })],
      [`/debt/${debtId}/edit`, page.getByRole('button', { name: 'Delete Debt' })],
    ];
    for (const [path, ready] of screens) {
      await test.step(path, async () => {
        await navigateInApp(page, path);
        await expect(ready).toBeVisible();
        await expect(page.locator('[data-skeleton]')).toHaveCount(0);
        await expectFitsEveryWidth(page, path);
      });
    }

    await test.step('the Modify Transaction and Confirm Payment dialogs', async () => {
      await navigateInApp(page, '/transactions');
      await page.getByRole('button', { name: `Edit ${MARKS}`, exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Modify Transaction' })).toBeVisible();
      await expectFitsEveryWidth(page, 'Modify Transaction');
      await navigateInApp(page, `/paluwagan/${paluwaganId}`);
      await page.getByRole('button', { name: 'Mark as Paid, week 1' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Confirm Payment' })).toBeVisible();
      await expectFitsEveryWidth(page, 'Confirm Payment');
    });
  });

  test('a paluwagan week and a debt payment can be paid from an account', async ({ page, request }) => {
    const user = await seedSetUpUser(request, {
      prefix: 'long-names-pay',
      accounts: [{ name: 'GCash', type: 'ewallet', balance: 5000 }],
    });
    const paluwaganId = await seedPaluwagan(request, user.uid, {
      name: LETTERS,
      organizer: 'Aling Nena',
      startDate: new Date('2026-03-04T00:00:00+08:00'),
      totalNumbers: 2,
      amountPerNumber: 100,
      ownedNumbers: [1],
    });
    const debtId = await seedDebt(request, user.uid, {
      type: 'owe',
      name: MARKS,
      counterpartyName: 'Tita Maria',
      totalAmount: 100,
      dueDate: new Date('2026-12-31T00:00:00+08:00'),
    });
    await signIn(page, user.email, user.password);

    // Each payment books a transaction whose description quotes the name.
    await navigateInApp(page, `/paluwagan/${paluwaganId}`);
    await page.getByRole('button', { name: 'Mark as Paid, week 1' }).first().click();
    const pay = page.getByRole('dialog', { name: 'Confirm Payment' });
    await chooseAccount(pay.getByRole('combobox', { name: 'Account' }), 'GCash');
    await pay.getByRole('button', { name: 'Confirm' }).click();
    await expect.soft(toast(page, 'Payments marked as paid')).toBeVisible();

    await navigateInApp(page, `/debt/${debtId}`);
    await page.getByRole('button', { name: 'Mark Paid, Payment 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.getByRole('radio', { name: 'Deduct from Account' }).check();
    await chooseAccount(confirm.getByRole('combobox', { name: 'Account' }), 'GCash');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.soft(toast(page, '1 payment(s) marked as paid')).toBeVisible();

    // Both rows are paid and linked to the transaction that paid them, whatever its description says.
    const ledger = await expectLedgerHolds(request, user.uid);
    type Row = { isPaid: boolean; transactionId?: string };
    const paidAndLinked = (row: Row) => row.isPaid && ledger.transactions.some((t) => t.id === row.transactionId);
    expect({
      paluwaganWeek1: paidAndLinked((ledger.paluwagans[paluwaganId]['weeklyPayments'] as Row[])[0]),
      debtPayment1: paidAndLinked((ledger.debts[debtId]['paymentSchedule'] as Row[])[0]),
    }).toEqual({ paluwaganWeek1: true, debtPayment1: true });
  });
});
