import { expect, test } from '@playwright/test';
import { signInWithNewGoogleAccount, useOfflineGoogleScripts } from '../support/google-offline';
import { fillSignUp, formBanner, signIn, signInSeededUser, toast } from '../support/session';
import { createUser, emulatorOobCodes, uniqueEmail } from '../support/stack';
import { seedSetUpUser } from '../support/ledger';

test.describe('register', () => {
  test('a new account is created, toasted, and the user is sent to /login signed out', async ({ page }) => {
    const email = uniqueEmail('new');
    await fillSignUp(page, email);
    await expect(page.getByText('Password meets requirements')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Account created successfully! Please log in.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    // Signed out for real: a protected page sends us back here.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    // The account exists: it signs in.
    await signIn(page, email, 'Secret123', { navigate: false });
  });

  test('an e-mail already in use is refused with the spec text', async ({ page, request }) => {
    const user = await createUser(request, 'taken');
    await fillSignUp(page, user.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(formBanner(page)).toHaveText('Failed to create an account. Email may already be in use.');
    await expect(toast(page, 'Failed to create an account. Email may already be in use.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('sign in', () => {
  test('with Remember me: the session and the e-mail outlast the browser session', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const user = await signInSeededUser(page, request, { prefix: 'remember' }, { rememberMe: true });
    await expect(toast(page, 'Successfully logged in!')).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('rememberedEmail'), localStorage.getItem('rememberMe')]),
    ).toEqual([user.email, 'true']);

    // A new browser session with the same stored data (cookies, localStorage, IndexedDB).
    const later = await browser.newContext({ storageState: await context.storageState({ indexedDB: true }) });
    try {
      const next = await later.newPage();
      await next.goto('/dashboard');
      await expect(next.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await next.getByRole('button', { name: 'Logout' }).click();
      await expect(next).toHaveURL(/\/login$/);
      // Next visit: the e-mail is prefilled.
      await next.reload();
      await expect(next.getByLabel('Email')).toHaveValue(user.email);
      await expect(next.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    } finally {
      await later.close();
    }
  });

  test('with Remember me: a second tab opens signed in, and the first one stays signed in', async ({
    page,
    context,
    request,
  }) => {
    await signInSeededUser(page, request, { prefix: 'second-tab' }, { rememberMe: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const second = await context.newPage();
    await second.goto('/transactions');
    await expect(second.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

    // The first tab was not signed out by the second one's start (it once was: the session moved
    // between the SDK's stores, and the first tab read the move as a sign-out).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('without Remember me: the session ends with the browser session and nothing is prefilled', async ({
    page,
    context,
    browser,
    request,
  }) => {
    await signInSeededUser(page, request, { prefix: 'forget' }, { rememberMe: false });
    await expect(toast(page, 'Successfully logged in!')).toBeVisible();
    // Still signed in within this browser session (a reload keeps it).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const later = await browser.newContext({ storageState: await context.storageState({ indexedDB: true }) });
    try {
      const next = await later.newPage();
      await next.goto('/dashboard');
      await expect(next).toHaveURL(/\/login$/);
      await expect(next.getByLabel('Email')).toHaveValue('');
      await expect(next.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    } finally {
      await later.close();
    }
  });

  test('a wrong password shows the failure banner and toast', async ({ page, request }) => {
    const user = await createUser(request, 'wrong');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(formBanner(page)).toHaveText('Failed to log in. Please check your credentials.');
    await expect(toast(page, 'Failed to log in. Please check your credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('a deep link while signed out returns to that page after sign-in', async ({ page, request }) => {
    const user = await seedSetUpUser(request, { prefix: 'deeplink' });
    await page.goto('/paluwagan');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user.email, user.password, { navigate: false, landing: /\/paluwagan$/ });
    await expect(page.getByRole('heading', { level: 1, name: 'Paluwagan' })).toBeVisible();
  });

  test('a signed-in user who opens /login goes to the dashboard', async ({ page, request }) => {
    await signInSeededUser(page, request, { prefix: 'already' });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('Google sign-in (Auth emulator popup)', () => {
  test.beforeEach(async ({ context }) => {
    await useOfflineGoogleScripts(context);
  });

  test('signing in through the popup lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/emulator\/auth\/handler\?.*providerId=google\.com/);
    expect(new URL(popup.url()).searchParams.get('scopes')?.split(',')).toEqual(
      expect.arrayContaining(['profile', 'email']),
    );

    const email = await signInWithNewGoogleAccount(popup);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Successfully logged in with Google!')).toBeVisible();
    await expect(page.getByText(email)).toBeAttached();
  });

  test('closing the popup shows the cancelled toast and banner', async ({ page }) => {
    // Firebase notices a closed popup by polling (every 2 s), then waits 8 s for a late result:
    // the page's clock is fast-forwarded through those waits instead of sleeping.
    await page.clock.install();
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await popup.close();
    await page.clock.fastForward(2_000);
    await page.clock.fastForward(8_000);
    await expect(toast(page, 'Google sign-in was cancelled')).toBeVisible();
    await expect(formBanner(page)).toHaveText(
      'Sign-in cancelled. Please try again if you want to sign in with Google.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  test('a popup the browser blocks shows the blocked banner and toast', async ({ page }) => {
    // What a popup blocker does to the page: window.open returns null. Headless Chromium under
    // Playwright does not block popups, so the page sees exactly that signal instead; Firebase
    // itself turns it into auth/popup-blocked.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(toast(page, 'Popup blocked. Please enable popups and try again.')).toBeVisible();
    await expect(formBanner(page)).toHaveText('Popup was blocked by the browser. Please enable popups or try again.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('forgot password', () => {
  test('sends the reset e-mail: banner, toast, and the emulator holds the code', async ({ page, request }) => {
    const user = await createUser(request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(toast(page, 'Password reset email sent!')).toBeVisible();
    await expect(formBanner(page)).toHaveText('Check your email for password reset instructions');
    const codes = await emulatorOobCodes(request);
    expect(codes.filter((code) => code.email === user.email && code.requestType === 'PASSWORD_RESET')).toHaveLength(1);

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown e-mail shows the failure banner and toast', async ({ page, request }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Failed to reset password')).toBeVisible();
    await expect(formBanner(page)).toHaveText('Failed to reset password. Please check your email address.');
    expect((await emulatorOobCodes(request)).filter((code) => code.email === email)).toHaveLength(0);
  });
});
