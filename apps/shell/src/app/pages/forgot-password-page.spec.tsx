import { act, screen, within } from '@testing-library/react';
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
import { ForgotPasswordPage } from './forgot-password-page';

let auth: FakeAuthActions;

function renderForgot() {
  return renderPage(
    <>
      <ToastHost />
      <ForgotPasswordPage />
    </>,
    { path: '/forgot-password', session: 'signedOut', auth, toasts: false },
  );
}

const form = () => screen.getByLabelText('Email').closest('form') as HTMLFormElement;

beforeEach(() => {
  auth = createFakeAuthActions();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ForgotPasswordPage', () => {
  it('shows the idle form', () => {
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 2, name: 'Password Recovery' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot Password · Pitaka');
  });

  it('is busy while sending, then shows the success banner and toast', async () => {
    let finish!: () => void;
    auth.sendPasswordReset.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'juan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByRole('button', { name: 'Sending email...' })).toBeDisabled();
    expect(auth.sendPasswordReset).toHaveBeenCalledWith('juan@example.com');

    await act(async () => finish());
    expect(within(form()).getByRole('status')).toHaveTextContent('Check your email for password reset instructions');
    expect(await findToast('Password reset email sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('shows the failure banner and toast', async () => {
    auth.sendPasswordReset.mockRejectedValue(authError('auth/user-not-found'));
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please check your email address.',
    );
    expect(await findToast('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});

describe('ForgotPasswordPage accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const { container } = renderForgot();
    await expectNoSeriousA11yViolations(container);
  });
});
