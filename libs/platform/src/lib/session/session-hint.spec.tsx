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

const JUAN = { email: 'juan@example.com', displayName: 'Juan dela Cruz' };

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
    noteSession(JUAN);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signedOut')).toBeTruthy());
    expect(logged).toHaveBeenCalledWith('The sign-in service could not load', expect.any(Error));
  });

  it('keeps the hint in step with the session, naming the user for the boot screen', () => {
    expect(mayHaveSession()).toBe(false);
    noteSession(JUAN);
    expect(mayHaveSession()).toBe(true);
    expect(JSON.parse(localStorage.getItem('pitaka:session') ?? '')).toEqual({
      name: 'Juan dela Cruz',
      email: 'juan@example.com',
    });
    noteSession({ email: 'maria@example.com', displayName: null });
    expect(JSON.parse(localStorage.getItem('pitaka:session') ?? '')).toEqual({
      name: 'maria@example.com',
      email: 'maria@example.com',
    });
    noteSession(null);
    expect(mayHaveSession()).toBe(false);
  });

  it('keeps the name in sessionStorage for a session Firebase keeps there (no Remember me), a bare flag beside', () => {
    sessionStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    noteSession(JUAN);
    expect(localStorage.getItem('pitaka:session')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('pitaka:session') ?? '')).toMatchObject({ name: 'Juan dela Cruz' });
    expect(mayHaveSession()).toBe(true);
    noteSession(null);
    expect([localStorage.getItem('pitaka:session'), sessionStorage.getItem('pitaka:session')]).toEqual([null, null]);
    sessionStorage.clear();
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
