import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fakeSessionModule } from './fake-session';

const { SessionProvider } = fakeSessionModule;

/** Renders `ui` inside the (fake) session provider and a memory router at `path`. */
export function renderAt(ui: ReactElement, path = '/', state?: unknown) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        {ui}
      </MemoryRouter>
    </SessionProvider>,
  );
}
