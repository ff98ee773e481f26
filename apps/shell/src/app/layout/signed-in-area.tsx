// Everything only a signed-in user sees, in one lazily loaded chunk: the frame, the dashboard and
// the data hooks' provider (with TanStack Query). The sign-in screens never download it.
import { DataProvider } from '@pitaka/data';
import { AppFrame } from './app-frame';

export { DashboardPage } from '../pages/dashboard-page';

/** The app frame with the data hooks available to every page and widget inside it. */
export function SignedInFrame() {
  return (
    <DataProvider>
      <AppFrame />
    </DataProvider>
  );
}
