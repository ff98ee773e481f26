import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, findToast } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { clickAndExpectReported, deferred, setUpAuthScreen } from '../../testing/auth-screen';
import { ForgotPasswordPage } from './forgot-password-page';

const forgot = setUpAuthScreen('/forgot-password', () => <ForgotPasswordPage />);

const form = () => screen.getByLabelText('Email').closest('form') as HTMLFormElement;

describe('ForgotPasswordPage', () => {
  it('shows the idle form', () => {
    forgot.render();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 2, name: 'Password Recovery' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot Password · Pitaka');
  });

  it('is busy while sending, then shows the success banner and toast', async () => {
    const pending = deferred();
    forgot.auth.sendPasswordReset.mockReturnValue(pending.promise);
    forgot.render();
    await userEvent.type(screen.getByLabelText('Email'), 'juan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByRole('button', { name: 'Sending email...' })).toBeDisabled();
    expect(forgot.auth.sendPasswordReset).toHaveBeenCalledWith('juan@example.com');

    await act(async () => pending.resolve());
    expect(within(form()).getByRole('status')).toHaveTextContent('Check your email for password reset instructions');
    expect(await findToast('Password reset email sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('shows the failure banner and toast', async () => {
    forgot.auth.sendPasswordReset.mockRejectedValue(authError('auth/user-not-found'));
    forgot.render();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await clickAndExpectReported(
      'Reset Password',
      'alert',
      'Failed to reset password. Please check your email address.',
      'Failed to reset password',
    );
  });
});

describe('ForgotPasswordPage accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const { container } = forgot.render();
    await expectNoSeriousA11yViolations(container);
  });
});
