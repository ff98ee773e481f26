/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// The first session a page shows, before the Firebase SDK has loaded (it never loads here: no
// config was given, so the session only changes when the SDK fails to load).
import { render, screen, waitFor } from '@testing-library/react';
import { SessionProvider, useSession } from './session-context';
import { firebaseHasStoredUser, mayHaveSession, noteSession, onFirstInteraction } from './session-hint';

function Status() {
  return <p>{useSession().status}</p>;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the session before the SDK', () => {
  it('is signed out at once in a browser with no sign-in to resume', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signedOut')).toBeTruthy();
  });

  it('waits (loading) in a browser that was signed in, until the SDK answers; a failed load ends it signed out', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    noteSession(true);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signedOut')).toBeTruthy());
    expect(logged).toHaveBeenCalledWith('The sign-in service could not load', expect.any(Error));
  });

  it('keeps the flag in step with the session', () => {
    expect(mayHaveSession()).toBe(false);
    noteSession(true);
    expect(mayHaveSession()).toBe(true);
    noteSession(false);
    expect(mayHaveSession()).toBe(false);
  });

  it('assumes a sign-in to resume when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(mayHaveSession()).toBe(true);
  });
});

describe('firebaseHasStoredUser', () => {
  afterEach(() => window.sessionStorage.clear());

  it('finds a user the SDK keeps in web storage', async () => {
    window.sessionStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{}');
    expect(await firebaseHasStoredUser()).toBe(true);
  });

  it('says true when the browser cannot list its databases (the SDK then loads and says)', async () => {
    expect(await firebaseHasStoredUser()).toBe(true);
  });
});

describe('onFirstInteraction', () => {
  it('calls back once, at the first touch, key or focus, and never after being cancelled', () => {
    const then = jest.fn();
    onFirstInteraction(then);
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(then).toHaveBeenCalledTimes(1);

    const never = jest.fn();
    onFirstInteraction(never)();
    window.dispatchEvent(new Event('focusin'));
    expect(never).not.toHaveBeenCalled();
  });
});
