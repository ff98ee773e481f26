// The dashboard's first screen as static HTML, made at build time like the sign-in screens: the
// frame and the greeting a returning user lands on paint from the HTML while the code downloads
// (a phone on mobile data waits seconds for it). The user's name and email are not known at build
// time: each copy carries placeholders that /boot-screen.js fills from the session hint before
// the first paint (see app/boot/boot-screen.ts).
import { StaticSessionProvider } from '@pitaka/platform';
import { createDataQueryClient, DataProvider } from '@pitaka/data';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BOOT_EMAIL, BOOT_NAME, BOOT_SCREEN_PATH } from '../app/boot/boot-screen';
import { AppFrame } from '../app/layout/app-frame';
import { DashboardPage } from '../app/pages/dashboard-page';
import { RemoteRegistryProvider } from '../app/remote-registry';
import { renderInEveryLanguage, type StaticScreen } from './every-language';

export { BOOT_SCREEN_PATH };

const PLACEHOLDER_SESSION = {
  status: 'signedIn',
  user: { uid: 'boot-screen', email: BOOT_EMAIL, displayName: BOOT_NAME },
} as const;

/** The frame with the shell's own links (the remotes' come from /config.json) and the dashboard's header. */
export function renderBootScreen(): Promise<StaticScreen> {
  return renderInEveryLanguage(() => (
    <StaticSessionProvider value={PLACEHOLDER_SESSION}>
      <DataProvider queryClient={createDataQueryClient()}>
        <RemoteRegistryProvider remotes={{}}>
          <MemoryRouter initialEntries={[BOOT_SCREEN_PATH]}>
            <Routes>
              <Route element={<AppFrame />}>
                <Route path={BOOT_SCREEN_PATH} element={<DashboardPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </RemoteRegistryProvider>
      </DataProvider>
    </StaticSessionProvider>
  ));
}
