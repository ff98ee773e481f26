import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../../testing/axe';
import { defineCatalogue, loadCatalogues } from './catalogue';
import english from './fixtures/probe.en.messages.json';
import { LANGUAGE_CHOSEN_AT_KEY, LANGUAGE_KEY } from './language';
import { LanguageSwitcher } from './language-switcher';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  jest.restoreAllMocks();
});

describe('LanguageSwitcher', () => {
  it('names each language in itself and shows the remembered one', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'fil');
    await loadCatalogues('fil'); // as the app's start does
    document.documentElement.lang = 'fil';
    const { container } = render(<LanguageSwitcher />);
    // The kit's own words are in the page's language too.
    const group = await screen.findByRole('group', { name: 'Wika' });
    expect(screen.getByRole('radio', { name: 'Filipino' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(group).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it("switches once the app's texts have downloaded, then reports the choice", async () => {
    const onChosen = jest.fn();
    render(<LanguageSwitcher onChosen={onChosen} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    const before = Date.now();
    await waitFor(() =>
      expect(onChosen).toHaveBeenCalledWith({ language: 'fil', chosenAt: expect.any(Number) as number }),
    );
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    const [{ chosenAt }] = onChosen.mock.calls[0] as [{ chosenAt: number }];
    expect(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY)).toBe(String(chosenAt));
    expect(chosenAt).toBeLessThanOrEqual(before);
    expect(screen.getByRole('group', { name: 'Wika' })).toBeInTheDocument();
  });

  it('stays in English when the Filipino texts cannot be downloaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline once: catalogues stay defined for the file's later tests, whose downloads then work.
    const fil = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: english });
    defineCatalogue({ en: english, fil });
    const onChosen = jest.fn();
    render(<LanguageSwitcher onChosen={onChosen} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(document.documentElement.lang).not.toBe('fil');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(onChosen).not.toHaveBeenCalled();
    // The choice was remembered at once (a reload meanwhile keeps it), then put back.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY)).toBeNull();
  });

  it('remembers the choice before its texts have downloaded, so a reload meanwhile keeps it', async () => {
    let arrive: () => void = () => undefined;
    defineCatalogue({
      en: english,
      fil: () => new Promise<{ default: typeof english }>((resolve) => (arrive = () => resolve({ default: english }))),
    });
    render(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    expect(Number(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY))).toBeGreaterThan(0);
    expect(document.documentElement.lang).not.toBe('fil');
    arrive();
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
  });
});
