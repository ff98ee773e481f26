// Checks a remote's declared page reads against what its pages really read: the same page opened
// with and without its `reads` must call the data API the same way. A read named but not used,
// or named with a key the page's hook does not use (so the page reads it again), makes the two
// differ.
import type { DataApi } from '@pitaka/data';
import type { FakeDataApi } from '@pitaka/data/testing';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { prefixesOf, RemoteRoutes, type LocalTitle, type RemotePage } from '../lib/remote-routes';
import { renderPage } from './render-page';

const QUIET_MS = 150;

export interface OpenedPage {
  pages: readonly RemotePage[];
  /** The URL to open, e.g. '/accounts/a1'. */
  path: string;
  /** Its page's path in the remote's pages, e.g. '/accounts/:accountId'. */
  route: string;
  /** Answers for every read the page makes. */
  api: Partial<DataApi>;
  /** A text the page shows once its data is in. */
  ready: string;
}

/** Every call made to the fake API so far, as 'method(arguments after the scope)'. */
function callsOf(api: FakeDataApi): string[] {
  return Object.entries(api).flatMap(([method, fn]) =>
    (fn as jest.Mock).mock.calls.map((args: unknown[]) => `${method}(${JSON.stringify(args.slice(1))})`),
  );
}

/** Waits until the page shows `ready` and then makes no new call for a moment. */
async function settled(api: FakeDataApi, ready: string): Promise<string[]> {
  await screen.findAllByText(ready);
  let calls = callsOf(api);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const now = callsOf(api);
    if (now.length === calls.length) return now.sort();
    calls = now;
  }
}

/** The data API calls the page makes from opening until it settles, sorted. */
async function callsWhenOpened(opened: OpenedPage, withReads: boolean): Promise<string[]> {
  const pages = withReads ? opened.pages : opened.pages.map((page) => ({ ...page, reads: undefined }));
  const view = renderPage(
    <Suspense fallback={<p>Loading the page</p>}>
      <Routes>
        {prefixesOf(pages).map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<RemoteRoutes pages={pages} />} />
        ))}
      </Routes>
    </Suspense>,
    { path: opened.path, api: opened.api, toasts: false },
  );
  const calls = await settled(view.api, opened.ready);
  view.unmount();
  return calls;
}

/** The page declares reads, and opening it with them calls the data API exactly as without them. */
export async function expectReadsAsDeclared(opened: OpenedPage): Promise<void> {
  expect(opened.pages.find((page) => page.path === opened.route)?.reads).toBeDefined();
  const withReads = await callsWhenOpened(opened, true);
  expect(withReads).toEqual(await callsWhenOpened(opened, false));
  expect(withReads.length).toBeGreaterThan(0);
}

/** A remote's pages and the answers they need, and each URL opened: [URL, its page's path, a text shown once ready]. */
export interface DeclaredReads extends Pick<OpenedPage, 'pages' | 'api'> {
  opened: readonly (readonly [path: string, route: string, ready: string])[];
}

/** The test that holds a remote's routes.tsx to what its pages read: one case per URL opened. */
export function testDeclaredReads({ pages, api, opened }: DeclaredReads): void {
  it.each(opened)('%s reads the same with its declared reads as without them', (path, route, ready) =>
    expectReadsAsDeclared({ pages, path, route, api, ready }),
  );
}

/** A page title that reads the same in every language, for a host's fake remote pages. */
export function fixedTitle(text: string): LocalTitle {
  return { catalogue: { useText: () => () => text }, key: text };
}
