// Everything only a signed-in user sees, in one lazily loaded chunk: the frame, the dashboard, the
// settings, the data hooks' provider (with TanStack Query) and the reader of the remotes' registry
// (what the frame's navigation, the dashboard and the remotes' routes come from). The sign-in
// screens never download it.
import { createDataQueryClient, DataProvider, DEVICE_CACHE } from '@pitaka/data';
import type { ReactNode } from 'react';
import { useAccountLanguage } from './account-language';
import { AppFrame } from './app-frame';
import { SpaceChoiceProvider } from '../households/space-choice';

export { DashboardPage } from '../pages/dashboard-page';
export { SettingsPage } from '../pages/settings-page';
export { ActivityPage, HouseholdsPages, InvitePage } from '../households/households-routes';
export { readRemoteRegistry } from '../remote-registry-reader';

// Made once, outside React: React throws away a first render that suspended before it committed,
// with the state made in it; a client made there would go too, with the reads a page started in
// that render (remote pages start theirs while their code loads), and they would run again.
const queryClient = createDataQueryClient({ persisted: true });

/**
 * The app frame with the data hooks available to every page and widget inside it. What the user
 * last saw is kept on the device and shown first, also offline (docs/architecture.md, "Offline
 * reading").
 */
export function SignedInFrame() {
  return (
    <DataProvider queryClient={queryClient} persistence={DEVICE_CACHE}>
      <SpaceChoiceProvider>
        <AccountLanguage>
          <AppFrame />
        </AccountLanguage>
      </SpaceChoiceProvider>
    </DataProvider>
  );
}

function AccountLanguage({ children }: { children: ReactNode }) {
  useAccountLanguage();
  return children;
}
