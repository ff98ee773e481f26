import type { UserProfile } from '@pitaka/domain';
import { renderPage } from '@pitaka/remote-kit/testing';
import { LANGUAGE_CHOSEN_AT_KEY, LANGUAGE_KEY } from '@pitaka/ui';
import { waitFor } from '@testing-library/react';
import { useAccountLanguage } from './account-language';

const PROFILE: UserProfile = { email: 'ana@example.com', currency: 'PHP', setupComplete: true };

function Probe() {
  useAccountLanguage();
  return null;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('useAccountLanguage', () => {
  it('shows the language kept with the account on a device that has another', async () => {
    const { api } = renderPage(<Probe />, { api: { getUserProfile: async () => ({ ...PROFILE, language: 'fil' }) } });
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    expect(api.saveLanguage).not.toHaveBeenCalled();
  });

  it("keeps this device's language with an account that has none yet", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'fil');
    const { api } = renderPage(<Probe />, {
      api: { getUserProfile: async () => PROFILE, saveLanguage: async () => true },
    });
    await waitFor(() =>
      expect(api.saveLanguage).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ language: 'fil' })),
    );
  });

  // Chosen English on /settings at 10:00:05, reloaded before the account had it: the account still
  // says Filipino, chosen at 10:00:00.
  const EARLIER = new Date(2026, 10, 28, 10, 0, 0);
  const LATER = new Date(2026, 10, 28, 10, 0, 5);

  it("keeps this device's newer choice, and gives it to the account, when the account's is older", async () => {
    localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, String(LATER.getTime()));
    document.documentElement.lang = 'en';
    const { api } = renderPage(<Probe />, {
      api: {
        getUserProfile: async () => ({ ...PROFILE, language: 'fil', languageChosenAt: EARLIER }),
        saveLanguage: async () => true,
      },
    });
    await waitFor(() =>
      expect(api.saveLanguage).toHaveBeenCalledWith(expect.anything(), { language: 'en', chosenAt: LATER }),
    );
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it("shows the account's newer choice (made on another device) over this device's older one", async () => {
    localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, String(EARLIER.getTime()));
    const { api } = renderPage(<Probe />, {
      api: { getUserProfile: async () => ({ ...PROFILE, language: 'fil', languageChosenAt: LATER }) },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    expect(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY)).toBe(String(LATER.getTime()));
    expect(api.saveLanguage).not.toHaveBeenCalled();
  });

  it('changes nothing when both say English, or before account setup', async () => {
    const first = renderPage(<Probe />, { api: { getUserProfile: async () => PROFILE } });
    await waitFor(() => expect(first.api.getUserProfile).toHaveBeenCalled());
    first.unmount();
    localStorage.setItem(LANGUAGE_KEY, 'fil');
    const second = renderPage(<Probe />, { api: { getUserProfile: async () => null } });
    await waitFor(() => expect(second.api.getUserProfile).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.api.saveLanguage).not.toHaveBeenCalled();
    expect(second.api.saveLanguage).not.toHaveBeenCalled();
    expect(document.documentElement.lang).not.toBe('fil');
  });
});
