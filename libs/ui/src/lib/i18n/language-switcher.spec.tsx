import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../../testing/axe';
import { defineCatalogue, loadCatalogues } from './catalogue';
import english from './fixtures/probe.en.messages.json';
import { LANGUAGE_KEY } from './language';
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
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith('fil'));
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    expect(screen.getByRole('group', { name: 'Wika' })).toBeInTheDocument();
  });

  it('stays in English when the Filipino texts cannot be downloaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    defineCatalogue({ en: english, fil: () => Promise.reject(new Error('offline')) });
    const onChosen = jest.fn();
    render(<LanguageSwitcher onChosen={onChosen} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(document.documentElement.lang).not.toBe('fil');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(onChosen).not.toHaveBeenCalled();
  });
});
