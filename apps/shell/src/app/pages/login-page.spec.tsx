import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authError,
  createFakeAuthActions,
  findToast,
  renderPage,
  type FakeAuthActions,
} from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { ToastHost } from '../toasts/toast-host';
import { LoginPage } from './login-page';

let auth: FakeAuthActions;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderLogin() {
  return renderPage(
    <>
      <ToastHost />
      <LoginPage />
    </>,
    { path: '/login', session: 'signedOut', auth, toasts: false },
  );
}

/** The toast region's text (react-toastify renders toasts in their own container). */
async function fillCredentials(email = 'juan@example.com', password = 'Secret123') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  auth = createFakeAuthActions();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LoginPage', () => {
  it('shows the idle form with every text of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue to your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Take Control of Your Finances' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Sign in · Pitaka');
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('is busy while signing in, then reports success', async () => {
    const pending = deferred();
    auth.signInWithEmail.mockReturnValue(pending.promise);
    renderLogin();
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(auth.signInWithEmail).toHaveBeenCalledWith('juan@example.com', 'Secret123', false);

    await act(async () => pending.resolve());
    expect(await findToast('Successfully logged in!')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Signing in...' }).closest('form') as HTMLFormElement;
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure in a banner and a toast, and returns to idle', async () => {
    auth.signInWithEmail.mockRejectedValue(authError('auth/invalid-credential'));
    renderLogin();
    await fillCredentials('juan@example.com', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to log in. Please check your credentials.',
    );
    expect(await findToast('Failed to log in. Please check your credentials.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('remembers the e-mail when Remember me is checked, with a lasting session', async () => {
    auth.signInWithEmail.mockResolvedValue();
    renderLogin();
    await fillCredentials('  maria@example.com ', 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(localStorage.getItem('rememberedEmail')).toBe('maria@example.com'));
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(auth.signInWithEmail).toHaveBeenCalledWith('maria@example.com', 'Secret123', true);
  });

  it('prefills a remembered e-mail, and forgets it when signing in unchecked', async () => {
    localStorage.setItem('rememberedEmail', 'maria@example.com');
    localStorage.setItem('rememberMe', 'true');
    auth.signInWithEmail.mockResolvedValue();
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();

    await userEvent.click(remember);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(localStorage.getItem('rememberedEmail')).toBeNull());
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(auth.signInWithEmail).toHaveBeenCalledWith('maria@example.com', 'Secret123', false);
  });

  it('does not prefill without rememberMe', () => {
    localStorage.setItem('rememberedEmail', 'maria@example.com');
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('is busy during Google sign-in, then reports success', async () => {
    const pending = deferred();
    auth.signInWithGoogle.mockReturnValue(pending.promise);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await act(async () => pending.resolve());
    expect(await findToast('Successfully logged in with Google!')).toBeInTheDocument();
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'a closed Google popup (%s) shows the cancelled info toast and banner',
    async (code) => {
      auth.signInWithGoogle.mockRejectedValue(authError(code));
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement;
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Sign-in cancelled. Please try again if you want to sign in with Google.',
      );
      expect(await findToast('Google sign-in was cancelled')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    },
  );

  it('a blocked Google popup shows its banner and toast', async () => {
    auth.signInWithGoogle.mockRejectedValue(authError('auth/popup-blocked'));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Popup was blocked by the browser. Please enable popups or try again.',
    );
    expect(await findToast('Popup blocked. Please enable popups and try again.')).toBeInTheDocument();
  });

  it('any other Google failure says so', async () => {
    auth.signInWithGoogle.mockRejectedValue(authError('auth/network-request-failed'));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to log in with Google.');
    expect(await findToast('Failed to log in with Google.')).toBeInTheDocument();
  });

  it('passes the Remember me choice to Google sign-in', async () => {
    auth.signInWithGoogle.mockResolvedValue();
    renderLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(auth.signInWithGoogle).toHaveBeenCalledWith(true);
  });
});

describe('LoginPage accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const { container } = renderLogin();
    await expectNoSeriousA11yViolations(container);
  });
});
