import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, TextField } from './form-field';

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    render(<TextField label="Email" type="email" hint="We never share it" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('adds extra description ids', () => {
    render(
      <>
        <TextField label="Name" describedBy="rules" />
        <p id="rules">Use your real name</p>
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Use your real name');
  });
});

describe('PasswordField', () => {
  it('toggles between hidden and shown with a named button', async () => {
    render(<PasswordField label="Confirm Password" />);
    const input = screen.getByLabelText('Confirm Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show confirm password' });
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide confirm password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps typing in the input when shown', async () => {
    render(<PasswordField label="Password" />);
    await userEvent.type(screen.getByLabelText('Password'), 'Abc');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveValue('Abc');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
