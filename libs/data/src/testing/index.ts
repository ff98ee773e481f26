// @pitaka/data/testing: the typed boundary of the data layer, faked for page and widget tests (the
// session and the auth actions are faked by @pitaka/platform/testing). The emulator helpers beside
// this file are for the data lib's own tests and are not exported.
export { createFakeDataApi, type FakeDataApi } from './fake-data-api';
export { DataTestProviders, type DataTestProvidersProps } from './data-test-providers';
