import { useSaveLanguage, useUserProfile } from '@pitaka/data';
import { readLanguageChoice, switchLanguage } from '@pitaka/ui';
import { useEffect, useRef } from 'react';

/**
 * The language travels with the account, and the newest choice wins: once the profile has
 * loaded, a choice kept with the account that is newer than this device's (or this device made
 * none) is shown here; a newer choice of this device (made on /login, or on /settings just before
 * a reload that lost its save) is kept with the account.
 */
export function useAccountLanguage(): void {
  const profile = useUserProfile();
  const save = useSaveLanguage();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !profile.isSuccess || profile.data === null) return;
    done.current = true;
    const { language: kept, languageChosenAt } = profile.data;
    const keptAt = languageChosenAt?.getTime() ?? 0;
    const device = readLanguageChoice();
    if (kept && (device.chosenAt === null || keptAt > device.chosenAt)) {
      if (kept !== device.language || keptAt !== device.chosenAt) {
        switchLanguage(kept, keptAt).catch((error: unknown) =>
          console.error('The account language could not be shown', error),
        );
      }
      return;
    }
    const newer = device.chosenAt !== null && (device.chosenAt > keptAt || device.language !== kept);
    if (newer || (!kept && device.language !== 'en')) {
      save.mutate({ language: device.language, chosenAt: new Date(device.chosenAt ?? Date.now()) });
    }
  }, [profile.isSuccess, profile.data, save]);
}
