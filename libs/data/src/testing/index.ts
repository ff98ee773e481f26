// @pitaka/data/testing: the typed boundaries of the data layer, faked for page and widget tests.
// (The emulator helpers beside this file are for the data lib's own tests and are not exported.)
export { createFakeDataApi, type FakeDataApi } from './fake-data-api';
export { createFakeSession, FakeSessionProvider, TEST_USER, type FakeSession } from './fake-session';
export { authError, createFakeAuthActions, type FakeAuthActions } from './fake-auth';
export { DataTestProviders, type DataTestProvidersProps } from './data-test-providers';
