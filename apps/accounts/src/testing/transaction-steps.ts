// User steps shared by the specs of the screens that list transactions.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The refusal of a revert that would make a balance negative, in the spec's words. */
export const NEGATIVE_REVERT = 'Cannot revert this transaction: it would result in a negative balance';

/**
 * Reverts the listed transaction `description`: its Revert button, then Revert in the confirmation,
 * which says `prompt` if given.
 */
export async function revertListed(user: UserEvent, description: string, prompt?: string) {
  await user.click(await screen.findByRole('button', { name: `Revert ${description}` }));
  const confirm = screen.getByRole('alertdialog');
  if (prompt !== undefined) expect(confirm).toHaveTextContent(prompt);
  await user.click(within(confirm).getByRole('button', { name: 'Revert' }));
}
