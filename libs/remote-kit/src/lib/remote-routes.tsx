// A remote's pages, declared once in its src/routes.tsx and rendered by the same code in the shell
// (the remote's exposed ./Routes module) and in standalone mode.
import {
  createContext,
  lazy,
  useContext,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { usePageReads, type PageRead } from '@pitaka/data';
import type { Catalogue } from '@pitaka/ui';
import { Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';
import { useCanChangeMoney } from './space-role';
import { ViewOnlyNote } from './view-only-note';

/** One page of a remote. */
export interface RemotePage {
  /**
   * The URL as the user sees it, absolute and under one of the remote's prefixes, e.g.
   * '/debt/:debtId/edit'. Params are read in the page with `useParams()`.
   */
  path: string;
  /** The page, loaded when first shown: `lazyPage(() => import('./pages/debt-edit-page'))`. */
  page: ComponentType;
  /**
   * The title, a key of one of the remote's catalogues, shown in the page's language:
   * `titleText(debtCatalogue, 'edit.title')`. The host adds the app's name ("Edit Debt · Pitaka").
   */
  title: LocalTitle;
  /** Listed in the standalone frame's header (label = title); the first such page is its home. */
  link?: boolean;
  /**
   * What the page reads first, from its URL params: started as soon as the route matches, beside
   * the download of the page's code instead of after it. Name exactly what the page's hooks read
   * (same keys, so nothing is read twice): the remote's routes.spec checks it with
   * `expectReadsAsDeclared` from `@pitaka/remote-kit/testing`.
   */
  reads?: (params: Readonly<Params>) => readonly PageRead[];
  /**
   * The page changes money (a form, an import): a household's viewer, who has no link to it,
   * gets a view-only note in its place when they open its address.
   */
  changes?: boolean;
}

/** A page's title as a key of one of the remote's catalogues. */
export interface LocalTitle {
  catalogue: Pick<Catalogue<string>, 'useText'>;
  key: string;
}

/** A page's title from `catalogue`, in the page's language (the key is checked against it). */
export function titleText<K extends string>(catalogue: Catalogue<K>, key: K): LocalTitle {
  return { catalogue: catalogue as unknown as LocalTitle['catalogue'], key };
}

/** The page's title in the page's language. */
function usePageTitleText(title: LocalTitle): string {
  return title.catalogue.useText()(title.key);
}

/** A page's title as text, for a label (the standalone frame's links). */
export function PageTitleText({ title }: { title: LocalTitle }) {
  return usePageTitleText(title);
}

/** What a host (the shell, or the standalone frame) passes to a remote's exposed `./Routes`. */
export type RoutesModuleProps = {
  /** Shown for a path under the remote's prefixes that none of its pages matches. */
  notFound?: ReactNode;
  /** Called with the shown page's title. */
  setTitle?: (title: string) => void;
  /**
   * The host's Retry count (the shell's RemoteArea passes it to every remote module): a page whose
   * load failed loads afresh once it grows.
   */
  retryAttempt?: number;
};

export interface RemoteRoutesProps extends RoutesModuleProps {
  pages: readonly RemotePage[];
}

/**
 * The top-level prefix a path lies under: its first segment ('/debt/d1/edit' -> '/debt'). A
 * remote's prefixes are not declared beside its pages: they are its pages' first segments. Which
 * remote the shell sends a prefix to is the registry's (tools/remote-registry.json), once.
 */
export function prefixOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

/** The prefixes of `pages`, once each, in their order. */
export function prefixesOf(pages: readonly Pick<RemotePage, 'path'>[]): string[] {
  return [...new Set(pages.map((page) => prefixOf(page.path)))];
}

/** `/debt` covers `/debt` and `/debt/d1`, not `/debtors` (case-insensitive, as react-router matches). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  const p = path.toLowerCase();
  const base = prefix.toLowerCase();
  return p === base || p.startsWith(`${base}/`);
}

/** The host's Retry count, for the pages below (see `lazyPage`). */
const RetryAttempt = createContext(0);

/**
 * Like `React.lazy`, but after a failed load (the remote's server was down) the host's Retry
 * loads the page afresh instead of replaying the failure that React.lazy caches. The failed
 * component is kept until the Retry count grows: React re-renders a failed tree once by itself,
 * and a fresh load there would only fail again, in a loop.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  interface Attempt {
    component: LazyExoticComponent<ComponentType>;
    retryAttempt: number;
    failed: boolean;
  }
  let current: Attempt | undefined;
  function attempt(retryAttempt: number): Attempt {
    const next: Attempt = {
      retryAttempt,
      failed: false,
      component: lazy(() =>
        load().catch((error: unknown) => {
          next.failed = true;
          throw error;
        }),
      ),
    };
    return next;
  }
  /** The component for this Retry count: the current one, or a fresh one if that failed before. */
  function componentFor(retryAttempt: number) {
    if (!current || (current.failed && retryAttempt > current.retryAttempt)) current = attempt(retryAttempt);
    return current.component;
  }
  function LazyPage() {
    const Page = componentFor(useContext(RetryAttempt));
    // eslint-disable-next-line react-hooks/static-components -- one lazy component per load attempt
    return <Page />;
  }
  return LazyPage;
}

/** Renders nothing: starts the page's reads while the page's code (its next sibling) loads. */
function PageReads({ reads }: { reads: NonNullable<RemotePage['reads']> }) {
  usePageReads(reads(useParams()));
  return null;
}

function TitledPage({
  page: Page,
  reads,
  title,
  changes,
  setTitle,
}: {
  page: ComponentType;
  reads?: RemotePage['reads'];
  title: LocalTitle;
  changes?: boolean;
  setTitle: (t: string) => void;
}) {
  const shown = usePageTitleText(title);
  const canChange = useCanChangeMoney();
  // Layout effect: the title changes in the same commit as the page.
  useLayoutEffect(() => setTitle(shown), [setTitle, shown]);
  if (changes && !canChange) return <ViewOnlyNote />;
  return (
    <>
      {reads && <PageReads reads={reads} />}
      <Page />
    </>
  );
}

const setDocumentTitle = (title: string) => {
  document.title = title;
};

/**
 * Renders the page of `pages` that matches the URL. The host mounts it at `<prefix>/*` for each
 * of the remote's prefixes (react-router then matches the rest of the URL), so each page's path
 * is made relative to the prefix the URL is under.
 */
export function RemoteRoutes({
  pages,
  notFound = null,
  setTitle = setDocumentTitle,
  retryAttempt = 0,
}: RemoteRoutesProps) {
  const { pathname } = useLocation();
  const prefix = prefixOf(pathname);
  const under = pages.filter((page) => isUnderPrefix(page.path, prefix));
  if (under.length === 0) return notFound;
  return (
    <RetryAttempt.Provider value={retryAttempt}>
      <Routes>
        {under.map(({ path, page, reads, title, changes }) => (
          <Route
            key={path}
            path={path.slice(prefix.length) || '/'}
            element={
              <TitledPage key={path} page={page} reads={reads} title={title} changes={changes} setTitle={setTitle} />
            }
          />
        ))}
        <Route path="*" element={notFound} />
      </Routes>
    </RetryAttempt.Provider>
  );
}

/**
 * A remote's exposed `./Routes` module, from its pages: `export default remoteRoutes(pages)` in
 * its src/routes.tsx.
 */
export function remoteRoutes(pages: readonly RemotePage[]): ComponentType<RoutesModuleProps> {
  return function RemoteRoutesModule(props: RoutesModuleProps) {
    return <RemoteRoutes pages={pages} {...props} />;
  };
}
