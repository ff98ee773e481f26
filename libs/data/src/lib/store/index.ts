// The data API: plain async functions over Firestore (lite). This module (and firebase/firestore/lite
// with it) is loaded lazily by the hooks through `loadDataApi()`; tests import it directly. Everything
// these modules export is the API (testing/fake-data-api.ts names its functions; the compiler checks
// that the two agree).
export type { DataScope } from './scope';
export type { Page, PageCursor } from './paging';
export * from './accounts';
export * from './transactions';
export * from './paluwagans';
export * from './debts';
export * from './schedule-rows';
export * from './recurring';
export * from './transfers';
export * from './summaries';
export * from './statement-imports';
export * from './backup';
export * from './households';
export * from './budgets';
export * from './goals';
export * from './rates';
