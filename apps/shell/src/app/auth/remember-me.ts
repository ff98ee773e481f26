// "Remember me" on the sign-in screen: the e-mail is kept in localStorage and prefilled next time.
export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';
export const REMEMBER_ME_KEY = 'rememberMe';

export interface RememberedLogin {
  email: string;
  rememberMe: boolean;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): simply remember nothing
  }
}

export function readRememberedLogin(): RememberedLogin {
  const store = storage();
  const rememberMe = store?.getItem(REMEMBER_ME_KEY) === 'true';
  const email = rememberMe ? (store?.getItem(REMEMBERED_EMAIL_KEY) ?? '') : '';
  return { email, rememberMe };
}

/** After a successful sign-in: keep the e-mail when asked to, otherwise forget it. */
export function saveRememberedLogin(rememberMe: boolean, email: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (rememberMe) {
      store.setItem(REMEMBERED_EMAIL_KEY, email);
      store.setItem(REMEMBER_ME_KEY, 'true');
    } else {
      store.removeItem(REMEMBERED_EMAIL_KEY);
      store.removeItem(REMEMBER_ME_KEY);
    }
  } catch {
    // quota or privacy errors: remembering is a convenience only
  }
}
