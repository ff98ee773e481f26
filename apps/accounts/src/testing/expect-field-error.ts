// Assertions shared by the account forms' specs (/account-setup, /add-account, /edit-account).
import { screen } from '@testing-library/react';

/** The form refused `field` with `message`: the message is shown, and the field is marked invalid and described by it. */
export function expectFieldError(field: HTMLElement, message: string) {
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}
