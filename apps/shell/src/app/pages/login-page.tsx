import { useAuthActions } from '@pitaka/platform';
import { Button, Checkbox, GoogleIcon } from '@pitaka/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authToast, googleFailureFeedback, type BannerMessage } from '../auth/auth-feedback';
import { AuthScreen } from '../auth/auth-screen';
import { readRememberedLogin, saveRememberedLogin } from '../auth/remember-me';
import { preloadSignedInArea } from '../routing/signed-in-routes';
import { AuthForm } from '../auth/auth-form';
import { PasswordInput } from '../auth/password-input';
import { Divider, FormFootnote, SpreadRow } from '../ui/auth-layout';
import { useAuthText, useShellText } from '../../i18n/shell-text';

type Busy = 'email' | 'google' | null;

/**
 * /login. On success the session changes and the public-only route moves the user on (to where
 * they were headed, or /dashboard), so this screen only reports.
 */
export function LoginPage() {
  const text = useShellText();
  const authText = useAuthText();
  const { signInWithEmail, signInWithGoogle } = useAuthActions();
  const location = useLocation();
  const [remembered] = useState(readRememberedLogin);
  const [email, setEmail] = useState(remembered.email);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [busy, setBusy] = useState<Busy>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy('email');
    setBanner(null);
    preloadSignedInArea().catch(() => undefined); // the route retries if this load fails
    try {
      await signInWithEmail(email.trim(), password, rememberMe);
      saveRememberedLogin(rememberMe, email.trim());
      authToast.success(authText('loginSuccess'));
    } catch (error) {
      console.error('Sign-in failed', error);
      setBanner({ tone: 'error', text: authText('loginFailed') });
      authToast.error(authText('loginFailed'));
      setBusy(null);
    }
  }

  async function google() {
    if (busy) return;
    setBusy('google');
    setBanner(null);
    preloadSignedInArea().catch(() => undefined);
    try {
      await signInWithGoogle(rememberMe);
      authToast.success(authText('googleLoginSuccess'));
    } catch (error) {
      const feedback = googleFailureFeedback(error, authText);
      if (feedback.toast.kind === 'error') console.error('Google sign-in failed', error);
      setBanner(feedback.banner);
      authToast[feedback.toast.kind](feedback.toast.text);
      setBusy(null);
    }
  }

  return (
    <AuthScreen screen="login">
      <AuthForm onSubmit={submit} busy={busy !== null} banner={banner} email={email} onEmailChange={setEmail}>
        <PasswordInput
          label={text('field.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <SpreadRow>
          <Checkbox
            label={text('signIn.rememberMe')}
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          <Link to="/forgot-password" state={location.state}>
            {text('signIn.forgotPassword')}
          </Link>
        </SpreadRow>
        <Button type="submit" $block disabled={busy !== null}>
          {busy === 'email' ? text('signIn.submitting') : text('signIn.submit')}
        </Button>
        <Divider>{text('signIn.or')}</Divider>
        <Button
          type="button"
          $variant="secondary"
          $block
          disabled={busy !== null}
          aria-busy={busy === 'google'}
          onClick={google}
        >
          <GoogleIcon />
          {text('signIn.google')}
        </Button>
      </AuthForm>
      <FormFootnote>
        {text('signIn.noAccount')}{' '}
        <Link to="/register" state={location.state}>
          {text('signIn.signUpLink')}
        </Link>
      </FormFootnote>
    </AuthScreen>
  );
}
