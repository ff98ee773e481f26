import type { Locator } from '@playwright/test';

/** Picks the option 'Name (₱balance)' of an account select by the account's name. */
export async function chooseAccount(select: Locator, name: string) {
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((l) => l.startsWith(`${name} (`));
  if (!label) throw new Error(`no option for ${name} in ${labels.join(' | ')}`);
  await select.selectOption({ label });
}
