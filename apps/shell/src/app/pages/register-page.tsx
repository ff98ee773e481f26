import { useAuthActions } from '@pitaka/platform';
import { CHECKLIST_MESSAGE, passwordChecklist, SIGN_UP_MESSAGE, validateSignUp } from '@pitaka/domain';
import { Button } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authToast, type BannerMessage } from '../auth/auth-feedback';
import { AuthScreen } from '../auth/auth-screen';
import { AuthForm } from '../auth/auth-form';
import { PasswordInput } from '../auth/password-input';
import { FormFootnote } from '../ui/auth-layout';
import { Checklist } from '../ui/checklist';
import { useAuthText, useShellText } from '../../i18n/shell-text';

/** /register. Success toasts and goes to /login, signed out (no automatic entry). */
export function RegisterPage() {
  const text = useShellText();
  const authText = useAuthText();
  const { registerWithEmail } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const checklistId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  const checklist = passwordChecklist(password, confirmPassword).map((item) => ({
    ...item,
    label: authText(CHECKLIST_MESSAGE[item.id]),
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = validateSignUp({ password, confirmPassword });
    if (!check.ok) {
      setBanner({ tone: 'error', text: authText(SIGN_UP_MESSAGE[check.field]) });
      return;
    }
    setBusy(true);
    setBanner(null);
    try {
      await registerWithEmail(email.trim(), password);
      authToast.success(authText('signupSuccess'));
      navigate('/login', { state: location.state });
    } catch (error) {
      console.error('Sign-up failed', error);
      setBanner({ tone: 'error', text: authText('signupFailed') });
      authToast.error(authText('signupFailed'));
      setBusy(false);
    }
  }

  return (
    <AuthScreen screen="register">
      <AuthForm onSubmit={submit} busy={busy} banner={banner} email={email} onEmailChange={setEmail}>
        <PasswordInput
          label={text('field.password')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          describedBy={checklistId}
          onChange={setPassword}
        />
        <PasswordInput
          label={text('field.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <Checklist id={checklistId} label={text('register.requirements')} items={checklist} />
        <Button type="submit" $block disabled={busy}>
          {busy ? text('register.submitting') : text('register.submit')}
        </Button>
      </AuthForm>
      <FormFootnote>
        {text('register.haveAccount')}{' '}
        <Link to="/login" state={location.state}>
          {text('register.signInLink')}
        </Link>
      </FormFootnote>
    </AuthScreen>
  );
}
