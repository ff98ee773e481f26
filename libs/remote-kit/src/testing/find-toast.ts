import { screen, within } from '@testing-library/react';

/** The toast showing `text`, found inside the notifications region (not elsewhere on the page). */
export async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region).findByText(text);
}
