// Two people keep one family's money: Ana on a laptop (1280 px) makes a household and invites Ben;
// Ben, on his phone (390 px), opens the link, verifies his e-mail address and joins. Both add an
// expense to the family's GCash at the same moment: both land, the balance exact (read over REST)
// and each row names who made it. Made a viewer, Ben's REST write is refused, the app shows him no
// write control and a form opened by its address says why;
// removed, his next start tells him he has no access and his device keeps nothing of it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chooseAccount } from '../support/account-select';
import { PHONE, expectNoWiderThanScreen } from '../support/layout';
import { readBooks, readCollectionAt, seedSetUpUser, signInOverRest } from '../support/ledger';
import { brokenLedgerRule } from '@pitaka/domain';
import { toRestFields } from '../support/rest-values';
import { signIn, toast } from '../support/session';
import { STACK, emulatorOobCodes } from '../support/stack';

const DOCUMENTS = `${STACK.firestore}/v1/projects/${STACK.projectId}/databases/(default)/documents`;
const FAMILY = 'Dela Cruz family';

async function person(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

const strip = (page: Page) => page.getByTestId('space-strip');

async function addExpense(page: Page, amount: string, description: string) {
  await page.goto('/add-transaction');
  const form = page.getByRole('form', { name: 'New transaction' });
  await form.getByLabel('Expense', { exact: true }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Category').selectOption('Food');
  await chooseAccount(form.getByLabel('Account', { exact: true }), 'Family GCash');
  return form.getByRole('button', { name: 'Add Transaction' });
}

/** The query keys of the device's kept copy (IndexedDB) for this user. */
async function keptQueryKeys(page: Page, uid: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('pitaka-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('query-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const request = db.transaction('query-cache').objectStore('query-cache').get(key);
          request.onsuccess = () => {
            const value = request.result as { queries?: { queryKey: unknown[] }[] } | undefined;
            resolve(JSON.stringify(value?.queries?.map((q) => q.queryKey) ?? []));
          };
          request.onerror = () => reject(request.error);
        };
      }),
    `user:${uid}`,
  );
}

test('a household kept by two people: invited, joined, both spending at once, roles, removal', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ana = await seedSetUpUser(request, { prefix: 'hh-ana' });
  const ben = await seedSetUpUser(request, { prefix: 'hh-ben' });
  const anaPage = await person(browser, { width: 1280, height: 900 });
  const benPage = await person(browser, PHONE);

  let householdId = '';
  let link = '';
  await test.step('Ana makes the household and invites Ben as an editor', async () => {
    await signIn(anaPage, ana.email, ana.password);
    await anaPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Households' }).click();
    await expect(anaPage.getByRole('heading', { level: 1, name: 'Households' })).toBeVisible();
    const create = anaPage.getByRole('region', { name: 'New household' });
    await create.getByLabel('Household name').fill(FAMILY);
    await create.getByRole('button', { name: 'Create household' }).click();
    await expect(anaPage.getByRole('heading', { level: 1, name: FAMILY })).toBeVisible();
    householdId = decodeURIComponent(new URL(anaPage.url()).pathname.split('/').pop() ?? '');
    await expect(strip(anaPage)).toContainText(`${FAMILY} · Owner`);

    const invite = anaPage.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('E-mail address').fill(ben.email);
    await invite.getByLabel('Role').selectOption('editor');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(toast(anaPage, 'Invitation made: send the link to the person you invited')).toBeVisible();
    link = (await invite.getByRole('link').getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`/invite/${householdId}/[A-Za-z0-9]{20}$`));
    await expect(anaPage.getByRole('region', { name: 'Open invitations' })).toContainText(`${ben.email}, as Editor`);
    await expectNoSeriousA11yViolations(anaPage, 'a household, its owner inviting');
  });

  await test.step('Ben opens the link on his phone, verifies his address and joins', async () => {
    await signIn(benPage, ben.email, ben.password);
    await benPage.goto(new URL(link).pathname);
    const card = benPage.getByRole('article', { name: FAMILY });
    await expect(card).toContainText(`${ana.email} invited you to ${FAMILY} as Editor.`);
    await card.getByRole('button', { name: 'Send verification e-mail' }).click();
    await expect(card.getByText(/Verification e-mail sent/)).toBeVisible();
    // Following the link of the e-mail the Auth emulator "sent".
    const sent = (await emulatorOobCodes(request)).find(
      (c) => c.email === ben.email && c.requestType === 'VERIFY_EMAIL',
    );
    expect(sent, 'a verification e-mail to Ben').toBeDefined();
    expect((await request.get(sent?.oobLink ?? '')).ok()).toBe(true);
    await card.getByRole('button', { name: 'I have verified it' }).click();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(benPage).toHaveURL(/\/dashboard$/);
    await expect(strip(benPage)).toContainText(`${FAMILY} · Editor`);
    await expectNoWiderThanScreen(benPage, 'the dashboard of a household on a phone');
  });

  await test.step('Ana opens the family GCash; both add an expense at the same moment', async () => {
    await anaPage.goto('/add-account');
    await anaPage.getByLabel('Account Name').fill('Family GCash');
    await anaPage.getByLabel('Account Type').selectOption('ewallet');
    await anaPage.getByRole('textbox', { name: 'Initial Balance' }).fill('5000');
    await anaPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(anaPage, 'Account created successfully!')).toBeVisible();

    const [anaSave, benSave] = [await addExpense(anaPage, '150', 'Rice'), await addExpense(benPage, '250', 'Eggs')];
    await Promise.all([anaSave.click(), benSave.click()]);
    await expect(toast(anaPage, 'Transaction added successfully!')).toBeVisible();
    await expect(toast(benPage, 'Transaction added successfully!')).toBeVisible();

    const root = `households/${householdId}`;
    const accounts = Object.values(await readCollectionAt(request, `${root}/accounts`));
    expect(accounts.map((a) => [a['name'], a['balance']])).toEqual([['Family GCash', 4600]]);
    const books = await readBooks(request, root);
    expect(brokenLedgerRule(books), 'the household ledger audit').toBeNull();
    const madeBy = Object.fromEntries(
      books.transactions.map((t) => [t.description, (t as unknown as Record<string, unknown>)['createdBy']]),
    );
    expect(madeBy).toMatchObject({ Rice: ana.uid, Eggs: ben.uid });
  });

  await test.step("each sees the other's expense, with who added it", async () => {
    const row = (page: Page, description: string) =>
      page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: description });
    await benPage.goto('/transactions');
    await expect(row(benPage, 'Rice').getByTestId('made-by')).toHaveText(`Added by ${ana.email}`);
    await expect(row(benPage, 'Eggs').getByTestId('made-by')).toHaveText('Added by you');
    await anaPage.goto('/transactions');
    await expect(row(anaPage, 'Eggs').getByTestId('made-by')).toHaveText(`Added by ${ben.email}`);

    // What Ben changed is new to Ana until she looks at the household's activity.
    await strip(anaPage).getByRole('link', { name: '1 new change' }).click();
    const activity = anaPage.getByRole('list', { name: 'Activity' });
    await expect(activity.getByRole('listitem').filter({ hasText: 'Eggs' })).toHaveText(
      new RegExp(`^New${ben.email.replace(/[.+]/g, '\\$&')} added a transaction: Eggs · ₱250\\.00`),
    );
    await expect(activity).toContainText('You added a transaction: Rice · ₱150.00');
    await expect(strip(anaPage).getByRole('link', { name: 'Activity' })).toBeVisible();

    // Insights split the month's spending by who spent it, from the household's summaries.
    await anaPage.goto('/insights');
    const byMember = anaPage.getByRole('table', { name: /^Spending by member, / });
    await expect(byMember.getByRole('row')).toHaveText([
      /^Member\s*Amount\s*Share$/,
      new RegExp(`^${ben.email.replace(/[.+]/g, '\\$&')}\\s*₱250\\.00\\s*62\\.5%$`),
      /^You\s*₱150\.00\s*37\.5%$/,
    ]);
  });

  await test.step('made a viewer, Ben is refused: over REST, and in the app with the reason', async () => {
    await anaPage.goto(`/households/${householdId}`);
    await anaPage.getByLabel(`Role of ${ben.email}`).selectOption('viewer');
    await expect(toast(anaPage, 'Role changed')).toBeVisible();

    const { idToken } = await signInOverRest(request, ben.email, ben.password);
    const [accountId] = Object.keys(await readCollectionAt(request, `households/${householdId}/accounts`));
    const forged = await request.patch(
      `${DOCUMENTS}/households/${householdId}/accounts/${accountId}?updateMask.fieldPaths=balance`,
      { headers: { Authorization: `Bearer ${idToken}` }, data: { fields: toRestFields({ balance: 999999 }) } },
    );
    expect(forged.status()).toBe(403);

    await benPage.goto('/transactions');
    await expect(strip(benPage)).toContainText(`${FAMILY} · Viewer`);
    await expect(strip(benPage)).toContainText(`You can view ${FAMILY} but not change it.`);
    await expect(benPage.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(3);
    // His device keeps what he saw of the household, for reading offline.
    await expect.poll(() => keptQueryKeys(benPage, ben.uid)).toContain(householdId);
    await expect(benPage.getByRole('button', { name: /^(Edit|Revert) / })).toHaveCount(0);
    await expect(benPage.getByRole('link', { name: /Add Transaction/ })).toHaveCount(0);
    await benPage.goto(`/accounts/${accountId}`);
    await expect(benPage.getByRole('heading', { level: 1, name: 'Family GCash' })).toBeVisible();
    await expect(benPage.getByRole('region', { name: 'Account summary' }).getByRole('link')).toHaveCount(0);
    // A form opened by its address is not there for him, only the reason.
    await benPage.goto('/add-transaction');
    await expect(benPage.getByRole('heading', { level: 1, name: 'View only' })).toBeVisible();
    await expect(benPage.getByRole('main')).toContainText(
      `You can view ${FAMILY} but not change it: ask an owner to make you an editor`,
    );
    await expect(benPage.getByRole('form', { name: 'New transaction' })).toHaveCount(0);
    const accounts = Object.values(await readCollectionAt(request, `households/${householdId}/accounts`));
    expect(accounts.map((a) => a['balance'])).toEqual([4600]);
  });

  await test.step('removed, Ben is told at his next start, and his device keeps nothing of it', async () => {
    await anaPage.goto(`/households/${householdId}`);
    const members = anaPage.getByRole('region', { name: 'Members' });
    await members.getByRole('button', { name: 'Remove' }).click();
    await members.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(anaPage, 'Member removed')).toBeVisible();

    await benPage.goto('/dashboard');
    await expect(toast(benPage, `You no longer have access to ${FAMILY}`)).toBeVisible();
    await expect(strip(benPage)).toHaveCount(0);
    await expect.poll(() => keptQueryKeys(benPage, ben.uid)).not.toContain(householdId);
    await expect.poll(() => keptQueryKeys(benPage, ben.uid)).toContain('accounts');
  });
});
