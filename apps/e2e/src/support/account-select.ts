import { expect, type Locator } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks the option 'Name (₱balance)' of an account select by the account's name, once the
 * accounts have loaded into it.
 */
export async function chooseAccount(select: Locator, name: string) {
  const option = select.locator('option').filter({ hasText: new RegExp(`^${escapeRegExp(name)} \\(`) });
  await expect(option, `an option for ${name}`).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}
