import type { ReactNode } from 'react';
import { createDataQueryClient, DataProvider } from '../lib/hooks/data-provider';
import {
  AuthActionsProvider,
  FakeSessionProvider,
  type FakeAuthActions,
  type FakeSession,
} from '@pitaka/platform/testing';
import type { FakeDataApi } from './fake-data-api';

export interface DataTestProvidersProps {
  api: FakeDataApi;
  session: FakeSession;
  auth: FakeAuthActions;
  children: ReactNode;
}

/** The real data provider tree with the typed boundaries (API, session, auth) faked. */
export function DataTestProviders({ api, session, auth, children }: DataTestProvidersProps) {
  // A fresh client per render: no cache leaks between tests. Retries off so failures show at once.
  const queryClient = createDataQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return (
    <FakeSessionProvider session={session}>
      <AuthActionsProvider actions={auth}>
        <DataProvider queryClient={queryClient} api={() => Promise.resolve(api)}>
          {children}
        </DataProvider>
      </AuthActionsProvider>
    </FakeSessionProvider>
  );
}
