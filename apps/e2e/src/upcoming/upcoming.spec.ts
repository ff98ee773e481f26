// Issue 23, "Done when": a user with a monthly bill on the 31st, a kinsenas salary, a paluwagan
// and a debt sees on /upcoming what is due in order for a fixed clock (the month's end included),
// pays the bill from there, receives the salary, skips an occurrence; the ledger audit holds after
// every move; the .ics file downloads and parses (ical.js, a real iCalendar parser) with one
// all-day event per item on its Manila day. Then the same at 390 px, on a device in Los Angeles.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectLedgerHolds, readCollection, seedWalletAnd, storedBalance, writeDocument } from '../support/ledger';
import { manilaDay as day, manilaTime } from '../support/manila-time';
import { signIn, toast } from '../support/session';
import { describeOnPhone, expectNoWiderThanScreen } from '../support/layout';

// Saturday 28 November 2026, 9:00 in Manila: "this week" runs to Friday 4 December, past the
// month's end; the list looks 30 days ahead, to 28 December.
const NOW = new Date('2026-11-28T09:00:00+08:00');
const CREATED = manilaTime('2026-10-01T09:00');

/** A user with Wallet ₱10,000 and GCash ₱500, and one source of every kind, seeded over REST. */
async function seedHousehold(request: APIRequestContext) {
  const household = await seedWalletAnd(request, 'upcoming', 10_000, { name: 'GCash', type: 'ewallet', balance: 500 });
  const { user, wallet, second: gcash, base } = household;
  await writeDocument(request, `${base}/paluwagans/office`, {
    name: 'Office Paluwagan',
    organizer: 'Aling Nena',
    description: '',
    startDate: day('2026-11-22'),
    totalNumbers: 2,
    amountPerNumber: 500,
    payoutPerNumber: 1000,
    numbers: [
      { number: 1, payoutDate: day('2026-12-06'), isPaid: false, isOwner: false, ownerName: '' },
      { number: 2, payoutDate: day('2026-12-13'), isPaid: false, isOwner: true, ownerName: 'Me' },
    ],
    weeklyPayments: [
      { weekNumber: 1, dueDate: day('2026-11-22'), isPaid: false, amount: 500 },
      { weekNumber: 2, dueDate: day('2026-11-29'), isPaid: false, amount: 500 },
    ],
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  await writeDocument(request, `${base}/debts/laptop`, {
    type: 'owe',
    name: 'Laptop',
    counterpartyName: 'Kuya Ben',
    totalAmount: 1000,
    paymentSchedule: [{ dueDate: day('2026-12-01'), amount: 1000, isPaid: false }],
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  const recurring = (name: string, fields: Record<string, unknown>) =>
    writeDocument(request, `${base}/recurring/${name.toLowerCase()}`, {
      name,
      pauses: [],
      occurrences: {},
      createdAt: CREATED,
      updatedAt: CREATED,
      ...(fields as Record<string, never>),
    });
  await recurring('Meralco', {
    type: 'expense',
    category: 'Bills',
    accountId: wallet.id,
    amount: 2500,
    rule: { kind: 'monthly', day: 31 },
    startDate: day('2026-10-31'),
  });
  await recurring('Salary', {
    type: 'income',
    category: 'Salary',
    accountId: gcash.id,
    amount: null,
    rule: { kind: 'kinsenas' },
    startDate: day('2026-11-15'),
  });
  return user;
}

/** Each row of a section as 'Nov 30, 2026 · Meralco'. */
async function rowsOf(page: Page, section: string): Promise<string[]> {
  const rows = page.getByRole('list', { name: section }).getByRole('listitem');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const date = (await row.locator('time').textContent()) ?? '';
    texts.push(`${date} · ${await row.getByRole('link').first().textContent()}`);
  }
  return texts;
}

const EXPECTED = {
  overdue: ['Oct 31, 2026 · Meralco', 'Nov 15, 2026 · Salary', 'Nov 22, 2026 · Office Paluwagan'],
  thisWeek: [
    'Nov 29, 2026 · Office Paluwagan',
    'Nov 30, 2026 · Meralco',
    'Nov 30, 2026 · Salary',
    'Dec 1, 2026 · Laptop',
  ],
  later: ['Dec 13, 2026 · Office Paluwagan', 'Dec 15, 2026 · Salary'],
};

async function open(page: Page, request: APIRequestContext) {
  await page.clock.install({ time: NOW });
  const user = await seedHousehold(request);
  await signIn(page, user.email, user.password);
  await page.goto('/upcoming');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Overdue' })).toBeVisible();
  return user;
}

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

test('what is due, in order, payable and skippable from /upcoming, and as a calendar file', async ({
  page,
  request,
}) => {
  const user = await open(page, request);
  expect(await rowsOf(page, 'Overdue')).toEqual(EXPECTED.overdue);
  expect(await rowsOf(page, 'This week')).toEqual(EXPECTED.thisWeek);
  expect(await rowsOf(page, 'Next 30 days')).toEqual(EXPECTED.later);
  const totals = page.getByRole('region', { name: 'Totals this week' });
  // Out through 4 December: Meralco twice, the paluwagan's two weeks, the laptop.
  await expect(totals.getByText('Due this week').locator('xpath=following-sibling::dd')).toHaveText('₱7,000.00');
  await expectNoSeriousA11yViolations(page, '/upcoming');

  // Pay the bill of 30 November from its own account (preselected).
  await page.getByRole('button', { name: 'Pay Meralco of Nov 30, 2026' }).click();
  const pay = dialog(page, 'Pay: Meralco');
  await expect(pay.getByRole('combobox', { name: 'Account' })).toHaveValue(user.accounts[0].id);
  await pay.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Meralco: paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Meralco of Nov 30, 2026' })).toHaveCount(0);
  expect(await storedBalance(request, user.uid, 'Wallet')).toBe(7500);
  await expectLedgerHolds(request, user.uid);

  // Receive the salary of 30 November: its amount varies, so it is asked.
  await page.getByRole('button', { name: 'Receive Salary of Nov 30, 2026' }).click();
  const receive = dialog(page, 'Receive: Salary');
  await receive.getByRole('textbox', { name: 'Amount received' }).fill('15000');
  await receive.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Salary: received')).toBeVisible();
  expect(await storedBalance(request, user.uid, 'GCash')).toBe(15_500);
  await expectLedgerHolds(request, user.uid);

  // Skip October's bill: no money moves, and it is no longer overdue.
  await page.getByRole('button', { name: 'Skip Meralco of Oct 31, 2026' }).click();
  await expect(toast(page, 'Meralco of Oct 31, 2026 skipped')).toBeVisible();
  await expect.poll(() => rowsOf(page, 'Overdue')).toEqual(EXPECTED.overdue.slice(1));
  const stored = await readCollection(request, user.uid, 'recurring');
  expect(stored['meralco']?.['occurrences']).toMatchObject({
    '2026-10-31': { status: 'skipped' },
    '2026-11-30': { status: 'paid', amount: 2500 },
  });
  await expectLedgerHolds(request, user.uid);

  // The calendar: one all-day event per item still due, on its Manila day, with a stable UID.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pitaka-due-2026-11-28.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
  const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  expect(events.map((e) => `${e.startDate.toString()} ${e.summary}`)).toEqual([
    '2026-11-15 Receive (amount varies) — Salary',
    '2026-11-22 Pay ₱500.00 — Office Paluwagan',
    '2026-11-29 Pay ₱500.00 — Office Paluwagan',
    '2026-12-01 Pay ₱1,000.00 — Laptop',
    '2026-12-13 Receive ₱1,000.00 — Office Paluwagan',
    '2026-12-15 Receive (amount varies) — Salary',
  ]);
  expect(events.every((e) => e.startDate.isDate)).toBe(true);
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
});

describeOnPhone('on a phone in another zone', { timezoneId: 'America/Los_Angeles' }, () => {
  test('the same days and order at 390 px, nothing wider than the screen', async ({ page, request }) => {
    await open(page, request);
    expect(await rowsOf(page, 'Overdue')).toEqual(EXPECTED.overdue);
    expect(await rowsOf(page, 'This week')).toEqual(EXPECTED.thisWeek);
    await expectNoWiderThanScreen(page);
    await expectNoSeriousA11yViolations(page, '/upcoming at 390 px');
  });
});
