// Issue 26, "Done when" (Filipino): Filipino chosen on /login, signed in, every route walked at
// 1280 and 390 px with no English from any catalogue left on it (its text, its accessible names,
// its placeholders and its title: support/english-catalogue.ts) and no sideways scrolling with the
// longer Filipino words; then back to English. One household seeded over REST puts real content
// on every screen; its names are the user's data, not the interface.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE } from '../support/layout';
import { navigateInApp } from '../security/support/navigation';
import { englishLeft, englishNavLabels, englishTexts } from './support/english-catalogue';
import { HOUSEHOLD_NOW, seedHousehold, type Household } from './support/household';

const DESKTOP = { width: 1280, height: 800 };
const softExpect = expect.configure({ soft: true });
const ENGLISH = [...englishTexts(), ...englishNavLabels()];

/** What the household typed: names and descriptions show as they were written. */
const HOUSEHOLD_DATA = [
  'BPI Savings',
  'GCash',
  'Wallet',
  'Office Paluwagan',
  'Laptop loan',
  'Concert tickets',
  'Meralco',
  'Salary',
  'Netflix',
];

/** Every text a user can meet on the page: its text nodes, accessible names, placeholders, title. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript')) texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts;
  });
}

/**
 * The currencies an account can be opened in, named by the browser (Intl.DisplayNames, CLDR's
 * Filipino: 'TTD Dolyar ng Trinidad and Tobago'): the platform's words, like the user's data.
 */
function currencyNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('option')]
      .filter((o) => /^[A-Z]{3}$/.test(o.value) && (o.textContent ?? '').startsWith(`${o.value} `))
      .map((o) => (o.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

async function expectSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [data-skeleton], [data-placeholder]')).toHaveCount(0);
}

/** At 1280 and 390 px: nothing English from a catalogue, and no sideways scrolling. */
async function checkScreen(page: Page, screen: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectSettled(page);
    const left = englishLeft(await shownTexts(page), ENGLISH, [...HOUSEHOLD_DATA, ...(await currencyNames(page))]);
    softExpect(left, `English left on ${screen} at ${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    softExpect(overflow, `sideways scrolling on ${screen} at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
}

interface Screen {
  path: string;
  /** Visible once the screen shows its content (the household's data, in any language). */
  ready: (main: Locator) => Promise<void>;
  /** What to do on it before checking (show a form's errors). */
  then?: (page: Page) => Promise<void>;
}

const heading = async (main: Locator) => expect(main.getByRole('heading', { level: 1 })).toBeVisible();
const showing = (text: string) => async (main: Locator) => expect(main.getByText(text).first()).toBeVisible();
const editing = (name: string) => async (main: Locator) => expect(main.getByRole('textbox').first()).toHaveValue(name);
const titled = (name: string) => async (main: Locator) =>
  expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

/** Every page of the shell and the remotes (their src/routes.tsx), with real ids. */
function signedInScreens(home: Household): Screen[] {
  const { bpi } = home.accounts;
  return [
    { path: '/insights', ready: heading },
    { path: '/dashboard', ready: showing('BPI Savings') },
    { path: '/accounts', ready: showing('Wallet') },
    { path: `/accounts/${bpi.id}`, ready: showing('Groceries') },
    { path: '/add-account', ready: heading },
    { path: `/edit-account/${bpi.id}`, ready: editing('BPI Savings') },
    { path: '/transactions', ready: showing('Groceries') },
    {
      path: '/add-transaction',
      ready: heading,
      // Its field errors, in Filipino.
      then: async (page) => {
        await page.getByRole('main').locator('form button[type="submit"]').click();
        await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      },
    },
    { path: '/upcoming', ready: showing('Meralco') },
    { path: '/recurring', ready: showing('Netflix') },
    { path: '/recurring/new', ready: heading },
    { path: `/recurring/${home.recurringId}/edit`, ready: editing('Meralco') },
    { path: '/import', ready: heading },
    { path: '/backup', ready: heading },
    { path: '/paluwagan', ready: showing('Office Paluwagan') },
    { path: '/paluwagan/create', ready: heading },
    { path: `/paluwagan/${home.paluwaganId}`, ready: titled('Office Paluwagan') },
    { path: `/paluwagan/${home.paluwaganId}/edit`, ready: editing('Office Paluwagan') },
    { path: '/debt', ready: showing('Concert tickets') },
    { path: '/debt/create', ready: heading },
    { path: `/debt/${home.oweDebtId}`, ready: titled('Laptop loan') },
    { path: `/debt/${home.owedDebtId}`, ready: titled('Concert tickets') },
    { path: `/debt/${home.oweDebtId}/edit`, ready: editing('Laptop loan') },
    { path: '/households', ready: titled('Mga Sambahayan') },
    { path: '/settings', ready: titled('Mga Setting') },
    { path: '/no/such/page', ready: titled('Walang ganitong pahina') },
  ];
}

test('Filipino chosen on /login: every route at 1280 and 390 px without English, then back to English', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  expect(ENGLISH.length, 'the catalogues were read').toBeGreaterThan(100);
  await page.clock.install({ time: HOUSEHOLD_NOW });
  const home = await seedHousehold(request, 'filipino-walk');

  await test.step('/login in Filipino, and signing in', async () => {
    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByText('Filipino', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maligayang pagbabalik!' })).toBeVisible();
    await checkScreen(page, '/login');
    await page.getByLabel('Email').fill(home.email);
    await page.getByLabel('Password', { exact: true }).fill(home.password);
    await page.getByRole('button', { name: 'Mag-sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const screen of signedInScreens(home)) {
    await test.step(screen.path, async () => {
      await page.setViewportSize(DESKTOP);
      await navigateInApp(page, screen.path);
      await screen.ready(page.getByRole('main'));
      await screen.then?.(page);
      await checkScreen(page, screen.path);
    });
  }

  await test.step('the open mobile menu', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    softExpect(englishLeft(await shownTexts(page), ENGLISH, HOUSEHOLD_DATA), 'English in the open menu').toEqual([]);
    await page.keyboard.press('Escape');
  });

  await test.step('back to English on /settings', async () => {
    await page.setViewportSize(DESKTOP);
    await navigateInApp(page, '/settings');
    await page.getByRole('main').getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await navigateInApp(page, '/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' })).toBeAttached();
  });
});
