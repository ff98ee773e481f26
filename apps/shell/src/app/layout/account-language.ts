import { useSaveLanguage, useUserProfile } from '@pitaka/data';
import { readLanguage, switchLanguage } from '@pitaka/ui';
import { useEffect, useRef } from 'react';

/**
 * The language travels with the account: once the profile has loaded, a language kept with it is
 * shown on this device; with none kept yet, this device's choice is kept with it.
 */
export function useAccountLanguage(): void {
  const profile = useUserProfile();
  const save = useSaveLanguage();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !profile.isSuccess || profile.data === null) return;
    done.current = true;
    const kept = profile.data.language;
    const device = readLanguage();
    if (kept && kept !== device) {
      switchLanguage(kept).catch((error: unknown) => console.error('The account language could not be shown', error));
    } else if (!kept && device !== 'en') {
      save.mutate(device);
    }
  }, [profile.isSuccess, profile.data, save]);
}
