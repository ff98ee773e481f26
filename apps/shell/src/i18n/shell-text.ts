import { AUTH_CATALOGUE } from '@pitaka/domain';
import { defineCatalogue } from '@pitaka/ui';
import english from './shell.en.messages.json';

export type ShellTextKey = keyof typeof english;

/** Whether the catalogue words `key` (e.g. a command's name in the activity). */
export function isShellTextKey(key: string): key is ShellTextKey {
  return Object.hasOwn(english, key);
}

/** The shell's own words: the sign-in screens, the frame, the settings, the 404. */
export const shellCatalogue = defineCatalogue<ShellTextKey>({
  en: english,
  fil: () => import('./shell.fil.messages.json'),
});

/** The sign-in screens' messages (banners, toasts, the password checklist), kept by the domain. */
export const authCatalogue = defineCatalogue(AUTH_CATALOGUE);

export const useShellText = shellCatalogue.useText;
export const useAuthText = authCatalogue.useText;
