import { pageCacheKey, requestKind } from './requests';

const SHELL = 'https://pitaka.web.app';
const kind = (url: string, mode: RequestMode = 'cors', method = 'GET') =>
  requestKind(new URL(url), mode, method, SHELL);

describe('requestKind', () => {
  it.each([
    ['a page of the shell', `${SHELL}/dashboard`, 'navigate', 'page'],
    ['the runtime config', `${SHELL}/config.json`, 'cors', 'entry'],
    ['the colour scheme script', `${SHELL}/remembered-choices.js`, 'no-cors', 'entry'],
    ['the boot screen script', `${SHELL}/boot-screen.js`, 'no-cors', 'entry'],
    ["a remote's entry", 'https://pitaka-debt.web.app/remoteEntry.js', 'no-cors', 'entry'],
    ["a remote's manifest", 'https://pitaka-debt.web.app/mf-manifest.json', 'cors', 'entry'],
    ['hashed code of the shell', `${SHELL}/873.2732db79703d26f8.js`, 'no-cors', 'code'],
    ['hashed code of a remote', 'https://pitaka-accounts.web.app/1085.2cf218789c0daf5c.js', 'cors', 'code'],
    [
      'a Firestore request',
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery',
      'cors',
      'network',
    ],
    ['an unhashed script', `${SHELL}/main.js`, 'no-cors', 'network'],
    ["another site's page", 'https://example.com/dashboard', 'navigate', 'network'],
    ['a config.json of another origin', 'https://example.com/config.json', 'cors', 'network'],
  ] as const)('%s: %s is %s', (_, url, mode, expected) => {
    expect(kind(url, mode)).toBe(expected);
  });

  it('sends every write to the network', () => {
    expect(kind(`${SHELL}/config.json`, 'cors', 'POST')).toBe('network');
    expect(kind(`${SHELL}/dashboard`, 'navigate', 'POST')).toBe('network');
  });
});

describe('pageCacheKey', () => {
  it.each([
    ['/login', '/login.html'],
    ['/register/', '/register.html'],
    ['/forgot-password', '/forgot-password.html'],
    ['/dashboard', '/dashboard.html'],
    ['/dashboard/', '/dashboard.html'],
    ['/accounts/a1', '/index.html'],
    ['/login/extra', '/index.html'],
  ])('%s is answered with %s', (path, key) => {
    expect(pageCacheKey(new URL(`${SHELL}${path}`))).toBe(key);
  });
});
