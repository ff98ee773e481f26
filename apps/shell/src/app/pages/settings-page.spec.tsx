import { renderPage } from '@pitaka/remote-kit/testing';
import { LANGUAGE_KEY, THEME_CHOICE_KEY } from '@pitaka/ui';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SettingsPage } from './settings-page';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.lang = '';
});

describe('SettingsPage', () => {
  it('is titled Settings, with the language and the theme', async () => {
    const { container } = renderPage(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.title).toBe('Settings · Pitaka');
    const language = within(screen.getByRole('region', { name: 'Language' })).getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    const appearance = screen.getByRole('region', { name: 'Appearance' });
    const theme = within(appearance).getByRole('group', { name: 'Theme' });
    expect(theme).toHaveAccessibleDescription("System follows your device's light or dark setting.");
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await expectNoSeriousA11yViolations(container);
  });

  it('applies and remembers the theme chosen', async () => {
    localStorage.setItem(THEME_CHOICE_KEY, 'light');
    const { user } = renderPage(<SettingsPage />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBe('dark');
  });

  it('switches to Filipino, remembers it on the device and with the account', async () => {
    const { user, api } = renderPage(<SettingsPage />, { api: { saveLanguage: async () => true } });
    await user.click(screen.getByRole('radio', { name: 'Filipino' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Setting' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tema' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    await waitFor(() =>
      expect(api.saveLanguage).toHaveBeenCalledWith(expect.anything(), {
        language: 'fil',
        chosenAt: expect.any(Date) as Date,
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    await waitFor(() =>
      expect(api.saveLanguage).toHaveBeenLastCalledWith(expect.anything(), {
        language: 'en',
        chosenAt: expect.any(Date) as Date,
      }),
    );
  });
});
