// @pitaka/platform/testing: the session and the auth actions faked for page and widget tests
// (no Firebase), and what the data lib's emulator tests need of the platform.
export { createFakeSession, FakeSessionProvider, TEST_USER, type FakeSession } from './fake-session';
export { authError, createFakeAuthActions, type FakeAuthActions } from './fake-auth';
export { AuthActionsProvider } from '../lib/session/auth-actions-context';
export { parseEmulatorHost } from '../lib/firebase-app';
