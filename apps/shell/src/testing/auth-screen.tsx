// Test setup shared by the specs of the sign-in screens (/login, /register, /forgot-password).
import {
  createFakeAuthActions,
  findToast,
  renderPage,
  silenceConsoleErrors,
  type FakeAuthActions,
  type RenderedPage,
} from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ToastHost } from '../app/toasts/toast-host';

export interface AuthScreen {
  /** This test's fake auth actions: a fresh one before every test. */
  readonly auth: FakeAuthActions;
  /** Renders the screen at its path, signed out, under the shell's own toast host. */
  render(): RenderedPage;
}

/**
 * Call at the top level of a sign-in screen's spec: gives every test a fresh fake of the auth
 * actions and silences console.error (the screens log the failures they report).
 */
export function setUpAuthScreen(path: string, screen: () => ReactElement): AuthScreen {
  let auth = createFakeAuthActions();
  beforeEach(() => {
    auth = createFakeAuthActions();
  });
  silenceConsoleErrors();
  return {
    get auth() {
      return auth;
    },
    render: () =>
      renderPage(
        <>
          <ToastHost />
          {screen()}
        </>,
        { path, session: 'signedOut', auth, toasts: false },
      ),
  };
}

/** A promise the test settles by hand, to hold an auth action in flight. */
export { deferred } from '@pitaka/remote-kit/testing';

/** An outcome the screen reports twice: in the form's banner (`alert`, or `status` when it is no error) and in a toast. */
async function expectBannerAndToast(form: HTMLElement, role: 'alert' | 'status', banner: string, toast = banner) {
  expect(await within(form).findByRole(role)).toHaveTextContent(banner);
  expect(await findToast(toast)).toBeInTheDocument();
}

/**
 * Clicks the button `name` and expects what it led to reported in its form's banner and a toast
 * (expectBannerAndToast), with the button usable again.
 */
export async function clickAndExpectReported(name: string, role: 'alert' | 'status', banner: string, toast = banner) {
  const button = screen.getByRole('button', { name });
  const form = button.closest('form') as HTMLFormElement;
  await userEvent.click(button);
  await expectBannerAndToast(form, role, banner, toast);
  expect(screen.getByRole('button', { name })).toBeEnabled();
}
