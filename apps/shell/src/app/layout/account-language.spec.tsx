import type { UserProfile } from '@pitaka/domain';
import { renderPage } from '@pitaka/remote-kit/testing';
import { LANGUAGE_KEY } from '@pitaka/ui';
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
    await waitFor(() => expect(api.saveLanguage).toHaveBeenCalledWith(expect.anything(), 'fil'));
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
