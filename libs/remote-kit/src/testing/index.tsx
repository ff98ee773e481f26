// @pitaka/remote-kit/testing: render a page or widget through the app's real provider tree
// (router, query client, session, global style, toasts) with the data layer faked at its typed
// boundary. It lives here, not in @pitaka/data/testing, because it needs @pitaka/ui, which the
// data lib may not import.
export { createFakeDataApi, type FakeDataApi } from '@pitaka/data/testing';
export {
  authError,
  createFakeAuthActions,
  createFakeSession,
  TEST_USER,
  type FakeAuthActions,
  type FakeSession,
} from '@pitaka/platform/testing';

export { bpiAccount, gcashAccount } from './accounts';
export { deferred } from './deferred';
export { blobText, captureDownloads, type CapturedDownload } from './downloads';
export { findToast } from './find-toast';
export { fixClock, fixClockForEachTest } from './fix-clock';
export {
  expectReadsAsDeclared,
  fixedTitle,
  testDeclaredReads,
  type DeclaredReads,
  type OpenedPage,
} from './page-reads';
export { renderPage, renderPageIn, type RenderedPage, type RenderPageOptions } from './render-page';
export { silenceConsoleErrors } from './silence-console-errors';
export { testWidgetDeclarations, type DeclaredWidgets } from './widget-declarations';
