// User steps shared by the specs of the screens that list transactions.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Reverts the listed transaction `description`: its Revert button, then Revert in the confirmation. */
export async function revertListed(user: UserEvent, description: string) {
  await user.click(await screen.findByRole('button', { name: `Revert ${description}` }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revert' }));
}
