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

/** One page of a remote. */
export interface RemotePage {
  /**
   * The URL as the user sees it, absolute and under one of the remote's prefixes, e.g.
   * '/debt/:debtId/edit'. Params are read in the page with `useParams()`.
   */
  path: string;
  /** The page, loaded when first shown: `lazyPage(() => import('./pages/debt-edit-page'))`. */
  page: ComponentType;
  /** The document title in English; the host adds the app's name ("Edit Debt · Pitaka"). */
  title: string;
  /** The title in the page's language: `titleText(debtCatalogue, 'title.edit')`. */
  localTitle?: LocalTitle;
  /** Listed in the standalone frame's header (label = title); the first such page is its home. */
  link?: boolean;
  /**
   * What the page reads first, from its URL params: started as soon as the route matches, beside
   * the download of the page's code instead of after it. Name exactly what the page's hooks read
   * (same keys, so nothing is read twice): the remote's routes.spec checks it with
   * `expectReadsAsDeclared` from `@pitaka/remote-kit/testing`.
   */
  reads?: (params: Readonly<Params>) => readonly PageRead[];
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

const AS_GIVEN: LocalTitle['catalogue'] = { useText: () => (key) => key };

/** The page's title in the page's language (English where it has no local title). */
function usePageTitleText(title: string, local?: LocalTitle): string {
  const text = (local?.catalogue ?? AS_GIVEN).useText();
  return local ? text(local.key) : title;
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
  /** The top-level path prefixes the remote owns, e.g. ['/paluwagan']. */
  prefixes: readonly string[];
  pages: readonly RemotePage[];
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
  localTitle,
  setTitle,
}: {
  page: ComponentType;
  reads?: RemotePage['reads'];
  title: string;
  localTitle?: LocalTitle;
  setTitle: (t: string) => void;
}) {
  const shown = usePageTitleText(title, localTitle);
  // Layout effect: the title changes in the same commit as the page.
  useLayoutEffect(() => setTitle(shown), [setTitle, shown]);
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
 * of `prefixes` (react-router then matches the rest of the URL), so each page's path is made
 * relative to the prefix the URL is under.
 */
export function RemoteRoutes({
  prefixes,
  pages,
  notFound = null,
  setTitle = setDocumentTitle,
  retryAttempt = 0,
}: RemoteRoutesProps) {
  const { pathname } = useLocation();
  const prefix = prefixes.find((candidate) => isUnderPrefix(pathname, candidate));
  if (!prefix) return notFound;
  return (
    <RetryAttempt.Provider value={retryAttempt}>
      <Routes>
        {pages
          .filter((page) => isUnderPrefix(page.path, prefix))
          .map(({ path, page, reads, title, localTitle }) => (
            <Route
              key={path}
              path={path.slice(prefix.length) || '/'}
              element={
                // Keyed: a title from a catalogue takes hooks a plain one does not.
                <TitledPage
                  key={path}
                  page={page}
                  reads={reads}
                  title={title}
                  localTitle={localTitle}
                  setTitle={setTitle}
                />
              }
            />
          ))}
        <Route path="*" element={notFound} />
      </Routes>
    </RetryAttempt.Provider>
  );
}
