import { activeNavTarget } from './nav';

describe('activeNavTarget', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/transactions', '/transactions'],
    ['/add-transaction', '/transactions'],
    ['/accounts', '/accounts'],
    ['/accounts/abc123', '/accounts'],
    ['/accounts/', '/accounts'],
    ['/add-account', '/accounts'],
    ['/edit-account/abc123', '/accounts'],
    ['/account-setup', '/accounts'],
    ['/paluwagan', '/paluwagan'],
    ['/paluwagan/create', '/paluwagan'],
    ['/paluwagan/p1/edit', '/paluwagan'],
    ['/debt', '/debt'],
    ['/debt/d1', '/debt'],
    ['/debt/d1/edit', '/debt'],
  ])('%s highlights %s', (pathname, expected) => {
    expect(activeNavTarget(pathname)).toBe(expected);
  });

  it.each(['/', '/accountsx', '/debts', '/paluwagans', '/dash'])('%s highlights nothing', (pathname) => {
    expect(activeNavTarget(pathname)).toBeUndefined();
  });
});
