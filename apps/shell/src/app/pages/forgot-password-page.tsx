import { useAuthActions } from '@pitaka/data/session';
import { AUTH_MESSAGES } from '@pitaka/domain';
import { Button } from '@pitaka/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authToast, type BannerMessage } from '../auth/auth-feedback';
import { FORGOT_PASSWORD_PANEL } from '../auth/marketing';
import { usePageTitle } from '../routing/page-title';
import { AuthForm } from '../auth/auth-form';
import { AuthHeading, AuthLayout, FormFootnote } from '../ui/auth-layout';

/** /forgot-password: sends the reset e-mail and says so in a banner and a toast. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const { sendPasswordReset } = useAuthActions();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setBanner(null);
    try {
      await sendPasswordReset(email.trim());
      setBanner({ tone: 'success', text: AUTH_MESSAGES.resetSentBanner });
      authToast.success(AUTH_MESSAGES.resetSent);
    } catch (error) {
      console.error('Password reset failed', error);
      setBanner({ tone: 'error', text: AUTH_MESSAGES.resetFailedBanner });
      authToast.error(AUTH_MESSAGES.resetFailedToast);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout panel={FORGOT_PASSWORD_PANEL}>
      <AuthHeading>
        <h1>Forgot Password?</h1>
        <p>Enter your email and we will send you a reset link</p>
      </AuthHeading>
      <AuthForm onSubmit={submit} busy={busy} banner={banner} email={email} onEmailChange={setEmail}>
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Sending email...' : 'Reset Password'}
        </Button>
      </AuthForm>
      <FormFootnote>
        <Link to="/login" state={location.state}>
          Back to Login
        </Link>
      </FormFootnote>
    </AuthLayout>
  );
}
