// Ana brings her own GCash, with its history, into the household she owns, from her phone (390 px):
// the balance and every transaction land there whole (read over REST, both books audited), the
// transfer with her Wallet becomes an expense on one side and an income on the other, and Ben, who
// keeps the household with her, sees it on his laptop (1280 px) with who added it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { brokenLedgerRule, centavos, formatMoney, toCentavos, toPesos } from '@pitaka/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { at } from '../support/household-history';
import { PHONE, expectNoWiderThanScreen } from '../support/layout';
import {
  readBooks,
  readCollection,
  seedSetUpUser,
  seedTransactions,
  seedTransfer,
  writeDocument,
  seedSharedHousehold,
} from '../support/ledger';
import type { Plain } from '../support/rest-values';
import { signIn, toast } from '../support/session';

const FAMILY = 'Reyes family';

async function person(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

test('an owner brings an account in with its whole history; the other member sees it there', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await seedSetUpUser(request, {
    prefix: 'move-ana',
    accounts: [
      { name: 'GCash', type: 'ewallet', balance: 3_000 },
      { name: 'Wallet', type: 'cash', balance: 500 },
    ],
  });
  const ben = await seedSetUpUser(request, { prefix: 'move-ben' });
  const [gcash, wallet] = ana.accounts;
  await seedTransactions(request, ana.uid, gcash.id, [
    { type: 'expense', amount: 420.5, description: 'Groceries', category: 'Food', date: at('2026-02-27T18:00:00') },
    { type: 'income', amount: 1_250, description: 'Sideline', category: 'Other', date: at('2026-03-02T09:00:00') },
  ]);
  // ₱200 from GCash to her Wallet with a ₱10 fee, its balances moved as the app moves them.
  const accounts = await readCollection(request, ana.uid, 'accounts');
  await seedTransfer(request, ana.uid, {
    id: 'move-e2e-transfer',
    from: gcash,
    to: wallet,
    amount: 200,
    fee: 10,
    date: at('2026-03-03T10:00:00'),
  });
  for (const [id, by] of [
    [gcash.id, -210],
    [wallet.id, 200],
  ] as const) {
    const balance = toPesos(centavos(toCentavos(accounts[id]['balance'] as number) + toCentavos(by)));
    await writeDocument(request, `users/${ana.uid}/accounts/${id}`, { ...accounts[id], balance } as {
      [key: string]: Plain;
    });
  }
  const gcashBalance = 3_000 - 420.5 + 1_250 - 210;

  // The household Ana owns and Ben keeps with her, as making it and inviting him would store it.
  const made = at('2026-03-01T08:00:00');
  const root = await seedSharedHousehold(request, { prefix: 'move-e2e', name: FAMILY, owner: ana, editor: ben, made });
  await writeDocument(request, `${root}/summaries/ledger`, {
    complete: true,
    version: 2,
    writes: 0,
    balances: {},
    names: {},
    net: {},
  });

  const anaPage = await person(browser, PHONE);
  await test.step('Ana, in her own books, moves GCash into the household', async () => {
    await signIn(anaPage, ana.email, ana.password);
    await anaPage.goto(`/edit-account/${gcash.id}`);
    const move = anaPage.getByRole('region', { name: 'Move to a household' });
    await expect(move).toContainText(`Its balance and its whole history go to ${FAMILY}, counted as added by you.`);
    await expectNoWiderThanScreen(anaPage, 'the edit-account page with its move section on a phone');
    await expectNoSeriousA11yViolations(anaPage, 'moving an account into a household');
    await move.getByRole('button', { name: `Move to ${FAMILY}` }).click();
    await move.getByRole('button', { name: 'Move it' }).click();
    await expect(toast(anaPage, `GCash is now in ${FAMILY}`)).toBeVisible();
    await expect(anaPage).toHaveURL(/\/accounts$/);
    await expect(anaPage.getByRole('heading', { level: 3, name: 'Wallet' })).toBeVisible();
    await expect(anaPage.getByRole('heading', { level: 3, name: 'GCash' })).toHaveCount(0);
  });

  await test.step('both books are whole: the balance and every transaction in the household, none left behind', async () => {
    const household = await readBooks(request, root);
    expect(brokenLedgerRule(household), 'the household ledger audit').toBeNull();
    expect(Object.values(household.accounts).map((a) => [a['name'], a['balance']])).toEqual([['GCash', gcashBalance]]);
    const moved = household.transactions.map((t) => [t.description, t.category, t.transfer === undefined]);
    expect(moved).toEqual(
      expect.arrayContaining([
        ['Groceries', 'Food', true],
        ['Sideline', 'Other', true],
        ['Transfer to Wallet', 'Transfer', true],
        ['Transfer fee (to Wallet)', 'Fees', true],
      ]),
    );
    expect(household.transactions).toHaveLength(5);
    const own = await readBooks(request, `users/${ana.uid}`);
    expect(brokenLedgerRule(own), 'her own ledger audit').toBeNull();
    expect(Object.values(own.accounts).map((a) => a['name'])).toEqual(['Wallet']);
    expect(own.transactions.find((t) => t.description === 'Transfer from GCash')).toMatchObject({
      type: 'income',
      category: 'Transfer',
    });
  });

  await test.step('Ben sees GCash in the household, its history added by Ana', async () => {
    const benPage = await person(browser, { width: 1280, height: 900 });
    await signIn(benPage, ben.email, ben.password);
    await benPage.getByLabel('Books').selectOption({ label: `${FAMILY} · Editor` });
    await benPage.goto('/transactions');
    const row = benPage
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .filter({ hasText: 'Groceries' });
    await expect(row.getByTestId('made-by')).toHaveText(`Added by ${ana.email}`);
    await benPage.goto('/accounts');
    await expect(benPage.getByRole('heading', { level: 3, name: 'GCash' })).toBeVisible();
    const card = benPage
      .getByRole('listitem')
      .filter({ has: benPage.getByRole('heading', { level: 3, name: 'GCash' }) });
    await expect(card).toContainText(formatMoney(toCentavos(gcashBalance), 'PHP'));
  });
});
