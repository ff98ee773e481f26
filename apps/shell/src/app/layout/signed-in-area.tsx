// Everything only a signed-in user sees, in one lazily loaded chunk: the frame, the dashboard and
// the data hooks' provider (with TanStack Query). The sign-in screens never download it.
import { createDataQueryClient, DataProvider } from '@pitaka/data';
import { AppFrame } from './app-frame';

export { DashboardPage } from '../pages/dashboard-page';

// Made once, outside React: React throws away a first render that suspended before it committed,
// with the state made in it; a client made there would go too, with the reads a page started in
// that render (remote pages start theirs while their code loads), and they would run again.
const queryClient = createDataQueryClient();

/** The app frame with the data hooks available to every page and widget inside it. */
export function SignedInFrame() {
  return (
    <DataProvider queryClient={queryClient}>
      <AppFrame />
    </DataProvider>
  );
}
