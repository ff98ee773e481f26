import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import {
  chooseLanguage,
  LANGUAGE_KEY,
  readLanguage,
  ServerLanguage,
  showLanguage,
  showRememberedLanguage,
  useLanguage,
} from './language';

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

describe('the language of a render with no page (a prerendered screen)', () => {
  it('is the one it is rendered in, English unless told', () => {
    expect(renderToString(<Probe />)).toBe('<p>en</p>');
    expect(
      renderToString(
        <ServerLanguage language="fil">
          <Probe />
        </ServerLanguage>,
      ),
    ).toBe('<p>fil</p>');
  });

  it('does not decide a page: a live render follows <html lang>', () => {
    document.documentElement.lang = 'en';
    render(
      <ServerLanguage language="fil">
        <Probe />
      </ServerLanguage>,
    );
    expect(screen.getByText('en')).toBeInTheDocument();
  });
});

describe('the language on the page before the first paint (assets/remembered-choices.js)', () => {
  const source = readFileSync(join(__dirname, '../../assets/remembered-choices.js'), 'utf8');
  // eslint-disable-next-line no-new-func -- the real file, run as the page would
  const runBootScript = () => new Function(source)();

  it('puts a remembered Filipino on <html lang>', () => {
    document.documentElement.lang = 'en';
    localStorage.setItem(LANGUAGE_KEY, 'fil');
    runBootScript();
    expect(document.documentElement.lang).toBe('fil');
  });

  it.each([null, 'en', 'tl', 'FIL'])('leaves the page in English for %p', (stored) => {
    document.documentElement.lang = 'en';
    if (stored) localStorage.setItem(LANGUAGE_KEY, stored);
    runBootScript();
    expect(document.documentElement.lang).toBe('en');
  });

  it("removes a prerendered screen's copies in other languages once the page is parsed", () => {
    document.documentElement.lang = 'en';
    localStorage.setItem(LANGUAGE_KEY, 'fil');
    document.body.innerHTML = '<div data-language="en">Welcome</div><div data-language="fil">Maligayang</div>';
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runBootScript();
    expect(document.querySelectorAll('[data-language]')).toHaveLength(2);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    expect(document.body.innerHTML).toBe('<div data-language="fil">Maligayang</div>');
  });

  it('shows English without forgetting the choice when the chosen language cannot be had', () => {
    chooseLanguage('fil');
    showLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(readLanguage()).toBe('fil');
  });
});
