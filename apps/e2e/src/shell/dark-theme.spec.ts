// Issue 26, "Done when" (dark part): every route in the dark scheme (the device's setting, with
// no choice made: System) and in the light one, at 1280 and 390 px, with colour contrast passing
// WCAG AA (axe-core's color-contrast rule, and the text it cannot decide judged from the styles
// and the pixels behind it: support/contrast.ts); and what opens above a page (dialogs, a toast,
// the mobile menu, the offline banner). One household seeded over REST puts real content on every
// screen. A failure lists every low-contrast element of every screen with its colours.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, toast, toasts } from '../support/session';
import { createUser } from '../support/stack';
import { PHONE, SIGNED_OUT_SCREENS } from '../support/layout';
import { navigateInApp } from '../security/support/navigation';
import { contrastReport } from './support/contrast';
import { HOUSEHOLD_NOW, seedHousehold, type Household } from './support/household';

type Scheme = 'dark' | 'light';
const SCHEMES: readonly Scheme[] = ['dark', 'light'];
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [DESKTOP, PHONE] as const;

// Soft: one run lists every screen that fails, not only the first.
const softExpect = expect.configure({ soft: true });

// ---- Checks ------------------------------------------------------------------------------

/** sRGB relative luminance (WCAG) of 'rgb(r, g, b)'. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The scheme is in force: the page declares it (color-scheme), and the body's background is the
 * palette's `background` of that scheme: dark (luminance under 0.05) or light (over 0.85).
 */
async function expectScheme(page: Page, scheme: Scheme, screen: string) {
  const shown = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--pk-background)';
    document.body.append(probe);
    const background = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return {
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      body: getComputedStyle(document.body).backgroundColor,
      background,
    };
  });
  expect(shown.colorScheme, `color-scheme on ${screen}`).toBe(scheme);
  expect(shown.body, `body background on ${screen}`).toBe(shown.background);
  const dark = luminance(shown.body) < 0.05;
  const light = luminance(shown.body) > 0.85;
  expect({ dark, light }, `${shown.body} on ${screen}`).toEqual({ dark: scheme === 'dark', light: scheme === 'light' });
}

/** Nothing left loading: no spinner, skeleton or widget placeholder. */
async function expectSettled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], [data-skeleton], [data-placeholder]')).toHaveCount(0);
}

/** At 1280 and 390 px: the scheme is in force and colour contrast passes (ends at 390 px). */
async function checkWidths(page: Page, scheme: Scheme, screen: string, widths: readonly (typeof DESKTOP)[] = WIDTHS) {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await expectSettled(page);
    await expectScheme(page, scheme, `${screen} at ${viewport.width} px`);
    const { failures, checked } = await contrastReport(page);
    softExpect(failures, `${scheme}: ${screen} at ${viewport.width} px`).toEqual([]);
    // Not vacuous: the screen's text was there to check.
    softExpect(checked, `text checked on ${screen} at ${viewport.width} px`).toBeGreaterThan(3);
  }
}

// ---- The screens ---------------------------------------------------------------------------

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });

interface Screen {
  path: string;
  /** Visible once the screen shows its content. */
  ready: Locator;
  /** What to do on it before checking (open a preview, show a form's errors). */
  then?: () => Promise<void>;
}

/** A GCash export: a new row, one already in GCash (Grab rides) and one that does not read. */
const STATEMENT = [
  'Date and Time,Description,Reference No.,Debit,Credit,Balance',
  '03/08/2026 08:15 AM,Cash In from BPI,2001,,"1,000.00","8,380.00"',
  '02/20/2026 07:00 PM,Grab rides,2002,"1,120.00",,"7,380.00"',
  'yesterday,Send Money,2003,20.00,,"7,360.00"',
].join('\r\n');

async function previewStatement(page: Page) {
  const into = page.getByLabel('Import into');
  const gcash = await into.locator('option', { hasText: /^GCash/ }).getAttribute('value');
  await into.selectOption(gcash ?? '');
  await page
    .getByLabel('Statement file (CSV)')
    .setInputFiles({ name: 'gcash-march.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) });
  await page.getByRole('button', { name: 'Preview the rows' }).click();
  await expect(page.getByRole('region', { name: '3. Check the rows' }).locator('tbody tr')).toHaveCount(3);
}

/** Every page of the shell and the remotes (their src/routes.tsx), with real ids. */
function signedInScreens(page: Page, home: Household): Screen[] {
  const { bpi } = home.accounts;
  const main = page.getByRole('main');
  return [
    // First: it prepares the monthly summaries the dashboard's This month shows.
    { path: '/insights', ready: page.getByRole('region', { name: 'March 2026', exact: true }) },
    { path: '/dashboard', ready: page.getByRole('region', { name: 'This month', exact: true }).locator('dl') },
    { path: '/accounts', ready: page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').nth(2) },
    {
      path: `/accounts/${bpi.id}`,
      ready: page.getByRole('list', { name: 'Account transactions' }).getByRole('listitem').nth(4),
    },
    { path: '/add-account', ready: h1(page, 'Add Account') },
    { path: `/edit-account/${bpi.id}`, ready: page.getByRole('button', { name: 'Delete Account' }) },
    { path: '/transactions', ready: page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').nth(9) },
    {
      path: '/add-transaction',
      ready: h1(page, 'Add Transaction'),
      // Its field errors, in red on the card.
      then: async () => {
        await page.getByRole('button', { name: 'Add Transaction' }).click();
        await expect(page.getByRole('form', { name: 'New transaction' }).getByRole('alert').first()).toBeVisible();
      },
    },
    { path: '/upcoming', ready: page.getByRole('list', { name: 'Overdue' }).getByRole('listitem').first() },
    { path: '/recurring', ready: main.getByText('Paused', { exact: true }) },
    { path: '/recurring/new', ready: h1(page, 'Add Recurring') },
    { path: `/recurring/${home.recurringId}/edit`, ready: h1(page, 'Edit Recurring') },
    { path: '/import', ready: h1(page, /^Import a statement$/i), then: () => previewStatement(page) },
    { path: '/backup', ready: h1(page, 'Backup & Restore') },
    { path: '/paluwagan', ready: main.getByRole('link', { name: 'Office Paluwagan' }) },
    { path: '/paluwagan/create', ready: h1(page, 'New Paluwagan') },
    { path: `/paluwagan/${home.paluwaganId}`, ready: h1(page, 'Office Paluwagan') },
    { path: `/paluwagan/${home.paluwaganId}/edit`, ready: page.getByRole('button', { name: 'Delete Paluwagan' }) },
    { path: '/debt', ready: main.getByRole('link', { name: 'Concert tickets' }) },
    { path: '/debt/create', ready: h1(page, 'New Debt') },
    { path: `/debt/${home.oweDebtId}`, ready: h1(page, 'Laptop loan') },
    { path: `/debt/${home.owedDebtId}`, ready: h1(page, 'Concert tickets') },
    { path: `/debt/${home.oweDebtId}/edit`, ready: page.getByRole('button', { name: 'Delete Debt' }) },
    { path: '/households', ready: h1(page, 'Households') },
    { path: '/settings', ready: h1(page, 'Settings') },
    { path: '/no/such/page', ready: h1(page, 'Page Not Found') },
  ];
}

// One household for the file: the tests only read it (every dialog is cancelled).
let household: Promise<Household> | undefined;
const seededHousehold = (request: APIRequestContext) => (household ??= seedHousehold(request, 'dark-theme'));

// ---- The tests -----------------------------------------------------------------------------

test('the sign-in screens, the 404 and account setup, dark and light, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [path, heading] of SIGNED_OUT_SCREENS) {
      await test.step(`${scheme}: ${path}`, async () => {
        await page.goto(path);
        await expect(h1(page, heading)).toBeVisible();
        await checkWidths(page, scheme, path);
      });
    }
    await test.step(`${scheme}: /login with its error banner`, async () => {
      await page.goto('/login');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Wrong123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await checkWidths(page, scheme, '/login with an error');
    });
  }

  await test.step('a new user on /account-setup, with its field errors', async () => {
    const user = await createUser(request, 'dark-setup');
    await signIn(page, user.email, user.password, { landing: /\/account-setup$/ });
    await expect(h1(page, 'Set Up Your Account')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByLabel('Account Name')).toHaveAttribute('aria-invalid', 'true');
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await checkWidths(page, scheme, '/account-setup');
    }
  });
});

for (const scheme of SCHEMES) {
  test(`${scheme}: every signed-in page at 1280 and 390 px, then dialogs, a toast, the menu and the offline banner`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.clock.install({ time: HOUSEHOLD_NOW });
    const home = await seededHousehold(request);
    await signIn(page, home.email, home.password);
    // Closed, or it would be leaving (fading, then gone mid-check) over the first screens: a toast
    // is checked on its own below, held open.
    const signedIn = toast(page, 'Successfully logged in!');
    await signedIn.getByRole('button', { name: 'close' }).click();
    await expect(signedIn).toHaveCount(0);

    for (const screen of signedInScreens(page, home)) {
      await test.step(screen.path, async () => {
        await page.setViewportSize(DESKTOP);
        await navigateInApp(page, screen.path);
        // The first /insights prepares the summaries of the seeded history.
        await expect(screen.ready).toBeVisible({ timeout: 30_000 });
        await screen.then?.();
        await checkWidths(page, scheme, screen.path);
      });
    }

    await test.step('the open mobile menu', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await checkWidths(page, scheme, 'the open menu', [PHONE]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    });

    await test.step('a confirm dialog (Delete recurring item)', async () => {
      await navigateInApp(page, '/recurring');
      await page.getByRole('button', { name: 'Delete Meralco' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toBeVisible();
      await checkWidths(page, scheme, 'Delete recurring item dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the Confirm Payment dialog', async () => {
      await navigateInApp(page, `/paluwagan/${home.paluwaganId}`);
      await page.getByRole('button', { name: 'Mark as Paid, week 4' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Payment' });
      await expect(dialog).toBeVisible();
      await checkWidths(page, scheme, 'Confirm Payment dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('a toast (Export CSV)', async () => {
      await navigateInApp(page, '/transactions');
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const shown = toasts(page).getByRole('alert');
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await shown.hover(); // it stays while the pointer is on it
        await checkWidths(page, scheme, 'the Export CSV toast', [viewport]);
        await expect(shown).toBeVisible();
      }
    });

    await test.step('the offline banner', async () => {
      await page.context().setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
      await checkWidths(page, scheme, 'the offline banner');
      await page.context().setOffline(false);
    });
  });
}
