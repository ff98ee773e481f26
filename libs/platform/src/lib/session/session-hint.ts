// Whether this browser may hold a signed-in session, known before the Firebase SDK has loaded: a
// hint kept beside the session. Without it the sign-in screens paint at once, and the SDK, loading
// beside them, only confirms; with it the page waits for the SDK, as a signed-in user is about to
// be shown their screen. The hint names the user (JSON { name, email }): the shell's boot screen
// (apps/shell/src/assets/boot-screen.js) greets them with it before any code has loaded. It goes
// with the session: at sign-out, and when Firebase reports the session gone.

const KEY = 'pitaka:session';

/** False only when this browser has no sign-in to resume (storage that cannot be read: assume one). */
export function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Who the page greets before the code loads: the user's display name (else email) and email. */
export interface SessionHint {
  name: string;
  email: string;
}

/**
 * Kept in step with what Firebase reports: the signed-in user, or null. The name goes where
 * Firebase keeps the session: a sign-in without "Remember me" lives in this tab's sessionStorage,
 * and so does its name (a shared computer must not greet the next person by it once the browser
 * is closed); localStorage then holds the bare flag.
 */
export function noteSession(user: { email: string | null; displayName: string | null } | null): void {
  try {
    window.sessionStorage.removeItem(KEY);
    if (!user) {
      window.localStorage.removeItem(KEY);
      return;
    }
    const email = user.email ?? '';
    const hint = JSON.stringify({ name: user.displayName ?? email, email } satisfies SessionHint);
    if (inSessionStorage()) {
      window.sessionStorage.setItem(KEY, hint);
      window.localStorage.setItem(KEY, '1');
    } else {
      window.localStorage.setItem(KEY, hint);
    }
  } catch {
    // Without storage the page simply waits for the SDK every time.
  }
}

/** Where the Firebase SDK keeps a signed-in user (its persistences: IndexedDB, local and session storage). */
const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';
const FIREBASE_USER = 'firebase:authUser:';

const holdsUser = (storage: Storage) => {
  for (let i = 0; i < storage.length; i += 1) if (storage.key(i)?.startsWith(FIREBASE_USER)) return true;
  return false;
};
const inSessionStorage = () => holdsUser(window.sessionStorage);
const inWebStorage = () => holdsUser(window.localStorage) || inSessionStorage();

function inIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = window.indexedDB.open(FIREBASE_DB);
    // Opening creates a missing database: an empty one is no sign-in, and the SDK upgrades it.
    open.onerror = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      try {
        if (!db.objectStoreNames.contains(FIREBASE_STORE)) return resolve(false);
        const keys = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).getAllKeys();
        keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith(FIREBASE_USER)));
        keys.onerror = () => resolve(true);
      } catch {
        resolve(true);
      } finally {
        db.close();
      }
    };
  });
}

/**
 * Whether the Firebase SDK has a signed-in user stored in this browser, read without the SDK (a
 * user signed in before the flag existed, or in a tab that has not set it). When the browser
 * cannot tell, true: the SDK then loads and says.
 */
export async function firebaseHasStoredUser(): Promise<boolean> {
  try {
    if (inWebStorage()) return true;
    const databases = await window.indexedDB.databases?.();
    if (!databases) return true;
    if (!databases.some((db) => db.name === FIREBASE_DB)) return false;
    return await inIndexedDb();
  } catch {
    return true;
  }
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Calls `then` once, at the user's first touch, click, key or focus in the page; returns a canceller. */
export function onFirstInteraction(then: () => void): () => void {
  const fire = () => {
    cancel();
    then();
  };
  const cancel = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, fire, true));
  INTERACTIONS.forEach((type) => window.addEventListener(type, fire, { capture: true, passive: true }));
  return cancel;
}
