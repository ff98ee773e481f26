import { at, snapshotUserTree } from '../../testing/emulator';
import { testUser } from '../../testing/test-user';
import { completeSetup, getUserProfile, saveLanguage } from './index';

const NOW = at(2026, 10, 27, 9, 30);

describe('saveLanguage', () => {
  const c = testUser('language');

  it('keeps nothing before account setup (there is no profile to hold it)', async () => {
    expect(await saveLanguage(c.scope, 'fil')).toBe(false);
    expect(await snapshotUserTree(c.scope)).toEqual({});
  });

  it('remembers the language with the profile, leaving the rest of it as it was', async () => {
    await completeSetup(c.scope, { email: c.email, currency: 'PHP', name: 'Wallet', type: 'cash' }, NOW);
    const before = await getUserProfile(c.scope);
    expect(before?.language).toBeUndefined();

    expect(await saveLanguage(c.scope, 'fil')).toBe(true);
    expect(await getUserProfile(c.scope)).toEqual({ ...before, language: 'fil' });

    await saveLanguage(c.scope, 'en');
    expect((await getUserProfile(c.scope))?.language).toBe('en');
  });
});
