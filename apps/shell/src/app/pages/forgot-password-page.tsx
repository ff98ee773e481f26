import { useAuthActions } from '@pitaka/platform';
import { Button } from '@pitaka/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authToast, type BannerMessage } from '../auth/auth-feedback';
import { AuthScreen } from '../auth/auth-screen';
import { AuthForm } from '../auth/auth-form';
import { FormFootnote } from '../ui/auth-layout';
import { useAuthText, useShellText } from '../../i18n/shell-text';

/** /forgot-password: sends the reset e-mail and says so in a banner and a toast. */
export function ForgotPasswordPage() {
  const text = useShellText();
  const authText = useAuthText();
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
      setBanner({ tone: 'success', text: authText('resetSentBanner') });
      authToast.success(authText('resetSent'));
    } catch (error) {
      console.error('Password reset failed', error);
      setBanner({ tone: 'error', text: authText('resetFailedBanner') });
      authToast.error(authText('resetFailedToast'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen screen="forgot">
      <AuthForm onSubmit={submit} busy={busy} banner={banner} email={email} onEmailChange={setEmail}>
        <Button type="submit" $block disabled={busy}>
          {busy ? text('forgot.submitting') : text('forgot.submit')}
        </Button>
      </AuthForm>
      <FormFootnote>
        <Link to="/login" state={location.state}>
          {text('forgot.back')}
        </Link>
      </FormFootnote>
    </AuthScreen>
  );
}
