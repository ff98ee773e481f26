// Holds the session's visible state still while an auth action passes through intermediate
// states that screens must not react to (registration signs in, then straight out again).

let holds = 0;
const releaseListeners = new Set<() => void>();

/** Starts a hold; call the returned function (once) to end it. */
export function holdSession(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) Array.from(releaseListeners).forEach((listener) => listener());
  };
}

export function isSessionHeld(): boolean {
  return holds > 0;
}

/** Called when the last hold ends; returns an unsubscribe function. */
export function onSessionRelease(listener: () => void): () => void {
  releaseListeners.add(listener);
  return () => {
    releaseListeners.delete(listener);
  };
}

// Whether the next sign-out is one the user chose in this page (Sign out), as opposed to one
// Firebase reports on its own: a session revoked or expired on the server, or a sign-out in
// another tab. Only a chosen one forgets the page the user was on.
let signOutChosenBy: string | null = null;

/** Notes that this user asked to sign out; `undo` if the sign-out then fails. */
export function noteSignOutChosen(uid: string | null): { undo(): void } {
  signOutChosenBy = uid;
  return {
    undo: () => {
      if (signOutChosenBy === uid) signOutChosenBy = null;
    },
  };
}

/** Whether `uid` chose the sign-out now reported; answers true once, then forgets it. */
export function takeSignOutChosen(uid: string | undefined): boolean {
  const chosen = uid !== undefined && signOutChosenBy === uid;
  signOutChosenBy = null;
  return chosen;
}
