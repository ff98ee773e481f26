import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockMatchMedia, restoreMatchMedia } from '../../testing/match-media';
import {
  chooseTheme,
  readThemeChoice,
  showRememberedTheme,
  THEME_CHOICE_KEY,
  useColorScheme,
  useThemeChoice,
} from './theme-choice';

const html = document.documentElement;
const DARK_QUERY = '(prefers-color-scheme: dark)';

function Probe() {
  return (
    <p>
      {useThemeChoice()} / {useColorScheme()}
    </p>
  );
}

/** The device prefers dark while `dark()` says so; returns a function that switches it. */
function deviceScheme(dark: boolean) {
  const change = mockMatchMedia((query) => query === DARK_QUERY && dark);
  return (next: boolean) => change((query) => query === DARK_QUERY && next);
}

beforeEach(() => {
  chooseTheme('system');
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.removeAttribute('style');
});

afterEach(() => {
  jest.restoreAllMocks();
  restoreMatchMedia();
});

describe('readThemeChoice', () => {
  it.each(['light', 'dark'] as const)('reads %s as remembered', (choice) => {
    localStorage.setItem(THEME_CHOICE_KEY, choice);
    expect(readThemeChoice()).toBe(choice);
  });

  it.each(['', 'Dark', 'blue', 'system ', '{"theme":"dark"}'])('takes %p, not a choice, as System', (junk) => {
    localStorage.setItem(THEME_CHOICE_KEY, junk);
    expect(readThemeChoice()).toBe('system');
  });

  it('answers System when nothing is stored, or the storage refuses to be read', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_CHOICE_KEY, 'dark');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readThemeChoice()).toBe('system');
  });
});

describe('showRememberedTheme', () => {
  it('puts the remembered choice on the page, and nothing for junk', () => {
    localStorage.setItem(THEME_CHOICE_KEY, 'dark');
    showRememberedTheme();
    expect(html).toHaveAttribute('data-theme', 'dark');
    localStorage.setItem(THEME_CHOICE_KEY, 'midnight');
    showRememberedTheme();
    expect(html).not.toHaveAttribute('data-theme');
  });
});

describe('useColorScheme', () => {
  it("follows the device's setting under System, as it changes", () => {
    const setDeviceDark = deviceScheme(false);
    render(<Probe />);
    expect(screen.getByText('system / light')).toBeInTheDocument();
    act(() => setDeviceDark(true));
    expect(screen.getByText('system / dark')).toBeInTheDocument();
    act(() => setDeviceDark(false));
    expect(screen.getByText('system / light')).toBeInTheDocument();
  });

  it("keeps a chosen scheme whatever the device's setting", () => {
    const setDeviceDark = deviceScheme(true);
    localStorage.setItem(THEME_CHOICE_KEY, 'light');
    showRememberedTheme(); // what the page's start does
    render(<Probe />);
    expect(screen.getByText('light / light')).toBeInTheDocument();
    act(() => setDeviceDark(false));
    act(() => chooseTheme('dark'));
    expect(screen.getByText('dark / dark')).toBeInTheDocument();
    act(() => chooseTheme('system'));
    expect(screen.getByText('system / light')).toBeInTheDocument();
  });
});

it('follows a choice another app on the page made with its own copy of this module', async () => {
  deviceScheme(false);
  render(<Probe />);
  expect(screen.getByText('system / light')).toBeInTheDocument();
  // Another copy shows its choice on <html>; this copy's own listeners hear nothing.
  act(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await screen.findByText(/ \/ dark$/)).toBeInTheDocument();
});

describe('a choice made in another tab', () => {
  /** What the browser does here when another tab of this origin writes the key. */
  function otherTabStores(value: string | null) {
    if (value === null) localStorage.removeItem(THEME_CHOICE_KEY);
    else localStorage.setItem(THEME_CHOICE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_CHOICE_KEY, newValue: value }));
  }

  it('is applied to this page and shown', () => {
    deviceScheme(false);
    render(<Probe />);
    act(() => otherTabStores('dark'));
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByText('dark / dark')).toBeInTheDocument();
    act(() => otherTabStores(null));
    expect(html).not.toHaveAttribute('data-theme');
    expect(screen.getByText('system / light')).toBeInTheDocument();
  });

  it('ignores another key', () => {
    render(<Probe />);
    localStorage.setItem(THEME_CHOICE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'pitaka:other', newValue: 'x' }));
    });
    expect(html).not.toHaveAttribute('data-theme');
  });
});

describe('the boot script (assets/remembered-choices.js, run before the first paint)', () => {
  const source = readFileSync(join(__dirname, '../../assets/remembered-choices.js'), 'utf8');
  // As the browser runs the file: a classic script, no module scope, no imports.
  // eslint-disable-next-line no-new-func -- the real file, run as the page would
  const runBootScript = () => new Function(source)();

  it.each(['light', 'dark'] as const)('puts a remembered %s on <html>, for the blank page too', (choice) => {
    localStorage.setItem(THEME_CHOICE_KEY, choice);
    runBootScript();
    expect(html).toHaveAttribute('data-theme', choice);
    expect(html.style.colorScheme).toBe(choice);
  });

  it.each(['system', 'blue', '', '"dark"'])('puts nothing on <html> for %p', (stored) => {
    localStorage.setItem(THEME_CHOICE_KEY, stored);
    runBootScript();
    expect(html).not.toHaveAttribute('data-theme');
    expect(html).not.toHaveAttribute('style');
  });

  it('does not throw when the storage refuses, and leaves the scheme to the device', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runBootScript).not.toThrow();
    expect(html).not.toHaveAttribute('data-theme');
  });
});
