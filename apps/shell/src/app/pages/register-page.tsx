import { useAuthActions } from '@pitaka/data/session';
import { AUTH_MESSAGES, passwordChecklist, validateSignUp } from '@pitaka/domain';
import { Button } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authToast, type BannerMessage } from '../auth/auth-feedback';
import { REGISTER_PANEL } from '../auth/marketing';
import { usePageTitle } from '../routing/page-title';
import { AuthForm } from '../auth/auth-form';
import { PasswordInput } from '../auth/password-input';
import { AuthHeading, AuthLayout, FormFootnote } from '../ui/auth-layout';
import { Checklist } from '../ui/checklist';

/** /register. Success toasts and goes to /login, signed out (no automatic entry). */
export function RegisterPage() {
  usePageTitle('Create Account');
  const { registerWithEmail } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const checklistId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  const checklist = passwordChecklist(password, confirmPassword);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = validateSignUp({ password, confirmPassword });
    if (!check.ok) {
      setBanner({ tone: 'error', text: check.message });
      return;
    }
    setBusy(true);
    setBanner(null);
    try {
      await registerWithEmail(email.trim(), password);
      authToast.success(AUTH_MESSAGES.signupSuccess);
      navigate('/login', { state: location.state });
    } catch (error) {
      console.error('Sign-up failed', error);
      setBanner({ tone: 'error', text: AUTH_MESSAGES.signupFailed });
      authToast.error(AUTH_MESSAGES.signupFailed);
      setBusy(false);
    }
  }

  return (
    <AuthLayout panel={REGISTER_PANEL}>
      <AuthHeading>
        <h1>Create Account</h1>
        <p>Start tracking your money in a few minutes</p>
      </AuthHeading>
      <AuthForm onSubmit={submit} busy={busy} banner={banner} email={email} onEmailChange={setEmail}>
        <PasswordInput
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          describedBy={checklistId}
          onChange={setPassword}
        />
        <PasswordInput
          label="Confirm Password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <Checklist id={checklistId} label="Password requirements" items={checklist} />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Creating account...' : 'Sign up'}
        </Button>
      </AuthForm>
      <FormFootnote>
        Already have an account?{' '}
        <Link to="/login" state={location.state}>
          Sign in
        </Link>
      </FormFootnote>
    </AuthLayout>
  );
}
