import { act, render, screen } from '@testing-library/react';
import { chooseLanguage, LANGUAGE_KEY, readLanguage, showRememberedLanguage, useLanguage } from './language';

function Probe() {
  return <p>{useLanguage()}</p>;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  jest.restoreAllMocks();
});

describe('the language', () => {
  it.each([
    [null, 'en'],
    ['fil', 'fil'],
    ['en', 'en'],
    ['tl', 'en'],
    ['FIL', 'en'],
  ])('stored as %p reads as %p', (stored, language) => {
    if (stored) localStorage.setItem(LANGUAGE_KEY, stored);
    expect(readLanguage()).toBe(language);
  });

  it('is English when storage refuses to be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readLanguage()).toBe('en');
  });

  it('is shown on <html lang> and remembered; English forgets the choice', () => {
    chooseLanguage('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('is still shown when storage refuses to keep it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    chooseLanguage('fil');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('follows a change made by another app on the page (its own copy of this module)', async () => {
    render(<Probe />);
    expect(screen.getByText('en')).toBeInTheDocument();
    act(() => {
      document.documentElement.lang = 'fil';
    });
    expect(await screen.findByText('fil')).toBeInTheDocument();
  });

  it('follows a choice made in another tab', async () => {
    render(<Probe />);
    act(() => {
      localStorage.setItem(LANGUAGE_KEY, 'fil');
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_KEY, newValue: 'fil' }));
    });
    expect(await screen.findByText('fil')).toBeInTheDocument();
  });

  it('is put on the page at start from what was remembered', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fil');
    showRememberedLanguage();
    expect(document.documentElement.lang).toBe('fil');
  });
});
