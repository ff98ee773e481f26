import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, findToast } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { clickAndExpectReported, deferred, setUpAuthScreen } from '../../testing/auth-screen';
import { LoginPage } from './login-page';

const login = setUpAuthScreen('/login', () => <LoginPage />);

const form = () => screen.getByLabelText('Email').closest('form') as HTMLFormElement;

async function fillCredentials(email = 'juan@example.com', password = 'Secret123') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  localStorage.clear();
});

describe('LoginPage', () => {
  it('shows the idle form with every text of the spec', () => {
    login.render();
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
    login.render();
    const password = screen.getByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('is busy while signing in, then reports success', async () => {
    const pending = deferred();
    login.auth.signInWithEmail.mockReturnValue(pending.promise);
    login.render();
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(login.auth.signInWithEmail).toHaveBeenCalledWith('juan@example.com', 'Secret123', false);

    await act(async () => pending.resolve());
    expect(await findToast('Successfully logged in!')).toBeInTheDocument();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure in a banner and a toast, and returns to idle', async () => {
    login.auth.signInWithEmail.mockRejectedValue(authError('auth/invalid-credential'));
    login.render();
    await fillCredentials('juan@example.com', 'wrong');
    await clickAndExpectReported('Sign in', 'alert', 'Failed to log in. Please check your credentials.');
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('remembers the e-mail when Remember me is checked, with a lasting session', async () => {
    login.auth.signInWithEmail.mockResolvedValue();
    login.render();
    await fillCredentials('  maria@example.com ', 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(localStorage.getItem('rememberedEmail')).toBe('maria@example.com'));
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(login.auth.signInWithEmail).toHaveBeenCalledWith('maria@example.com', 'Secret123', true);
  });

  it('prefills a remembered e-mail, and forgets it when signing in unchecked', async () => {
    localStorage.setItem('rememberedEmail', 'maria@example.com');
    localStorage.setItem('rememberMe', 'true');
    login.auth.signInWithEmail.mockResolvedValue();
    login.render();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();

    await userEvent.click(remember);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(localStorage.getItem('rememberedEmail')).toBeNull());
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(login.auth.signInWithEmail).toHaveBeenCalledWith('maria@example.com', 'Secret123', false);
  });

  it('does not prefill without rememberMe', () => {
    localStorage.setItem('rememberedEmail', 'maria@example.com');
    login.render();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('is busy during Google sign-in, then reports success', async () => {
    const pending = deferred();
    login.auth.signInWithGoogle.mockReturnValue(pending.promise);
    login.render();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await act(async () => pending.resolve());
    expect(await findToast('Successfully logged in with Google!')).toBeInTheDocument();
  });

  const CANCELLED = [
    'Sign-in cancelled. Please try again if you want to sign in with Google.',
    'Google sign-in was cancelled',
  ] as const;
  it.each([
    ['a closed popup', 'auth/popup-closed-by-user', 'status', ...CANCELLED],
    ['a cancelled popup request', 'auth/cancelled-popup-request', 'status', ...CANCELLED],
    [
      'a blocked popup',
      'auth/popup-blocked',
      'alert',
      'Popup was blocked by the browser. Please enable popups or try again.',
      'Popup blocked. Please enable popups and try again.',
    ],
    [
      'any other failure',
      'auth/network-request-failed',
      'alert',
      'Failed to log in with Google.',
      'Failed to log in with Google.',
    ],
  ] as const)(
    'Google sign-in: %s (%s) is reported in a banner (%s) and a toast',
    async (_label, code, role, banner, toast) => {
      login.auth.signInWithGoogle.mockRejectedValue(authError(code));
      login.render();
      await clickAndExpectReported('Sign in with Google', role, banner, toast);
    },
  );

  it('passes the Remember me choice to Google sign-in', async () => {
    login.auth.signInWithGoogle.mockResolvedValue();
    login.render();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(login.auth.signInWithGoogle).toHaveBeenCalledWith(true);
  });
});

describe('LoginPage accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const { container } = login.render();
    await expectNoSeriousA11yViolations(container);
  });
});
