import { nextSession, type Session } from './session-context';
import { holdSession, isSessionHeld, noteSignOutChosen, onSessionRelease, takeSignOutChosen } from './session-gate';

const user = { uid: 'u1', email: 'juan@example.com', displayName: null };

describe('nextSession', () => {
  const loading: Session = { status: 'loading', user: null };

  it('resolves loading to signed in or signed out', () => {
    expect(nextSession(loading, user)).toEqual({ status: 'signedIn', user });
    expect(nextSession(loading, null)).toEqual({ status: 'signedOut', user: null });
  });

  it('marks a sign-out the user chose as ended, until the next sign-in', () => {
    const signedIn = nextSession(loading, user);
    const ended = nextSession(signedIn, null, true);
    expect(ended).toEqual({ status: 'signedOut', user: null, ended: true });
    expect(nextSession(ended, null)).toBe(ended);
    const again = nextSession(ended, user);
    expect(again).toEqual({ status: 'signedIn', user });
    expect(nextSession(nextSession(loading, null), null)).toEqual({ status: 'signedOut', user: null });
  });

  it('does not mark a sign-out the user did not choose (revoked, expired, another tab) as ended', () => {
    const signedIn = nextSession(loading, user);
    expect(nextSession(signedIn, null)).toEqual({ status: 'signedOut', user: null });
  });

  it('keeps the same object when nothing changed, so screens do not re-render', () => {
    const signedIn = nextSession(loading, user);
    expect(nextSession(signedIn, { ...user })).toBe(signedIn);
    expect(nextSession(signedIn, { ...user, displayName: 'Juan' })).not.toBe(signedIn);
  });

  it('copies only the public user fields', () => {
    const firebaseLike = { ...user, refreshToken: 'secret', providerData: [] };
    expect(nextSession(loading, firebaseLike)).toEqual({ status: 'signedIn', user });
  });
});

describe('session gate', () => {
  it('holds until every hold is released, then tells listeners once', () => {
    const released = jest.fn();
    const stop = onSessionRelease(released);
    const first = holdSession();
    const second = holdSession();
    expect(isSessionHeld()).toBe(true);
    first();
    first();
    expect(isSessionHeld()).toBe(true);
    expect(released).not.toHaveBeenCalled();
    second();
    expect(isSessionHeld()).toBe(false);
    expect(released).toHaveBeenCalledTimes(1);
    stop();
    holdSession()();
    expect(released).toHaveBeenCalledTimes(1);
  });
});

describe('chosen sign-out', () => {
  it('is told once, and only for the user who chose it', () => {
    noteSignOutChosen('u1');
    expect(takeSignOutChosen('u2')).toBe(false);
    expect(takeSignOutChosen('u1')).toBe(false);
    noteSignOutChosen('u1');
    expect(takeSignOutChosen('u1')).toBe(true);
    expect(takeSignOutChosen('u1')).toBe(false);
  });

  it('is forgotten when the sign-out fails', () => {
    noteSignOutChosen('u1').undo();
    expect(takeSignOutChosen('u1')).toBe(false);
    expect(takeSignOutChosen(undefined)).toBe(false);
  });
});
