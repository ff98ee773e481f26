import { at, snapshotUserTree } from '../../testing/emulator';
import { testUser } from '../../testing/test-user';
import { completeSetup, getUserProfile, saveLanguage } from './index';

const NOW = at(2026, 10, 27, 9, 30);
const chosen = (minutes: number) => at(2026, 10, 27, 9, minutes);

describe('saveLanguage', () => {
  const c = testUser('language');

  it('keeps nothing before account setup (there is no profile to hold it)', async () => {
    expect(await saveLanguage(c.scope, { language: 'fil', chosenAt: chosen(0) })).toBe(false);
    expect(await snapshotUserTree(c.scope)).toEqual({});
  });

  it('remembers the language and when it was chosen with the profile, leaving the rest of it as it was', async () => {
    await completeSetup(c.scope, { email: c.email, currency: 'PHP', name: 'Wallet', type: 'cash' }, NOW);
    const before = await getUserProfile(c.scope);
    expect(before?.language).toBeUndefined();

    expect(await saveLanguage(c.scope, { language: 'fil', chosenAt: chosen(10) })).toBe(true);
    expect(await getUserProfile(c.scope)).toEqual({ ...before, language: 'fil', languageChosenAt: chosen(10) });

    expect(await saveLanguage(c.scope, { language: 'en', chosenAt: chosen(20) })).toBe(true);
    expect(await getUserProfile(c.scope)).toMatchObject({ language: 'en', languageChosenAt: chosen(20) });
  });

  it('keeps a newer choice made on another device over an older one saved late', async () => {
    expect(await saveLanguage(c.scope, { language: 'fil', chosenAt: chosen(15) })).toBe(false);
    expect(await getUserProfile(c.scope)).toMatchObject({ language: 'en', languageChosenAt: chosen(20) });
  });
});
