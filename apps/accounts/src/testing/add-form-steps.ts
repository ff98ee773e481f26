// /add-transaction's two forms (a transaction, a transfer) as their specs drive them.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The form named `name` ('New transaction'), sent by its `submitLabel` button ('Add Transaction'). */
export function addPageForm(name: string, submitLabel: string) {
  /** The form's own message (toasts are alerts too). */
  const alert = () => within(screen.getByRole('form', { name })).getByRole('alert');
  const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: submitLabel }));
  /** Sends the form as filled: it says `message` and `command` is never called. */
  async function expectRefused(user: UserEvent, message: string, command: (...args: never[]) => unknown) {
    await submit(user);
    expect(alert()).toHaveTextContent(message);
    expect(command).not.toHaveBeenCalled();
  }
  return { alert, submit, expectRefused };
}
