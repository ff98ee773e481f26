import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authError, findToast } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { clickAndExpectReported, deferred, setUpAuthScreen } from '../../testing/auth-screen';
import { RegisterPage } from './register-page';

const register = setUpAuthScreen('/register', () => (
  <Routes>
    <Route path="/register" element={<RegisterPage />} />
    <Route path="/login" element={<h1>Login screen</h1>} />
  </Routes>
));

function checklistItems() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const NO_RULE_MET = [
  'At least 6 characters(not met)',
  'Contains an uppercase letter(not met)',
  'Contains a number(not met)',
];

async function fillSignUp(password: string, confirmPassword: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'juan@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmPassword);
}

const form = () => screen.getByRole('button', { name: /Sign up|Creating account/ }).closest('form') as HTMLFormElement;

describe('RegisterPage', () => {
  it('shows the idle form', () => {
    register.render();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 2, name: 'Master Your Money' })).toBeInTheDocument();
    expect(document.title).toBe('Create Account · Pitaka');
  });

  it('the checklist follows the password as it is typed', async () => {
    register.render();
    expect(checklistItems()).toEqual(NO_RULE_MET);

    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(checklistItems()).toEqual(NO_RULE_MET);

    await userEvent.type(screen.getByLabelText('Password'), 'defG');
    expect(checklistItems()).toEqual([
      'At least 6 characters(met)',
      'Contains an uppercase letter(met)',
      'Contains a number(not met)',
    ]);

    // Rules met: 'Passwords match' appears, not yet met.
    await userEvent.type(screen.getByLabelText('Password'), '1');
    expect(checklistItems()).toEqual([
      'At least 6 characters(met)',
      'Contains an uppercase letter(met)',
      'Contains a number(met)',
      'Passwords match(not met)',
    ]);

    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdefG1');
    expect(checklistItems()).toEqual([
      'At least 6 characters(met)',
      'Contains an uppercase letter(met)',
      'Contains a number(met)',
      'Passwords match(met)',
      'Password meets requirements(met)',
    ]);

    // Breaking a rule hides the match items again.
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefg1');
    expect(checklistItems()).toEqual([
      'At least 6 characters(met)',
      'Contains an uppercase letter(not met)',
      'Contains a number(met)',
    ]);
  });

  it('refuses mismatched passwords on submit', async () => {
    register.render();
    await fillSignUp('Secret123', 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(register.auth.registerWithEmail).not.toHaveBeenCalled();
  });

  it('refuses a password that breaks the rules on submit', async () => {
    register.render();
    await fillSignUp('secret', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Password does not meet all requirements');
    expect(register.auth.registerWithEmail).not.toHaveBeenCalled();
  });

  it('is busy while creating the account, then toasts and goes to /login', async () => {
    const pending = deferred();
    register.auth.registerWithEmail.mockReturnValue(pending.promise);
    register.render();
    await fillSignUp('Secret123', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(register.auth.registerWithEmail).toHaveBeenCalledWith('juan@example.com', 'Secret123');

    await act(async () => pending.resolve());
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(await findToast('Account created successfully! Please log in.')).toBeInTheDocument();
  });

  it('shows the sign-up failure and returns to idle', async () => {
    register.auth.registerWithEmail.mockRejectedValue(authError('auth/email-already-in-use'));
    register.render();
    await fillSignUp('Secret123', 'Secret123');
    await clickAndExpectReported('Sign up', 'alert', 'Failed to create an account. Email may already be in use.');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('RegisterPage accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const { container } = register.render();
    await expectNoSeriousA11yViolations(container);
  });
});
