import { usePageReads } from '@pitaka/data';
import { useSession } from '@pitaka/data/session';
import type { DashboardWidgetDeclaration, WidgetReserve } from '@pitaka/remote-kit';
import { Card, Page, PageHeaderRow, PageSubtitle, PageTitle, Skeleton, SkeletonText, theme } from '@pitaka/ui';
import { Suspense, use, useState } from 'react';
import styled from 'styled-components';
import { preloadRemoteArea, RemoteArea } from '../remote-area';
import { loadWidgetDeclarations } from '../remotes';
import { usePageTitle } from '../routing/page-title';
import { DASHBOARD_WIDGETS } from '../routing/route-table';

const WIDE = '1200px';

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'summary' 'accounts' 'paluwagan' 'debt' 'recent';
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas: 'summary summary' 'accounts accounts' 'paluwagan debt' 'recent recent';
  }
  @media (min-width: ${WIDE}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas: 'summary summary summary' 'accounts paluwagan debt' 'recent recent recent';
  }
`;

const Slot = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  > * {
    flex: 1;
  }
`;

/** Each laid-out widget's declaration, by `remote/module`. */
type Declarations = ReadonlyMap<string, DashboardWidgetDeclaration>;

const widgetKey = (remote: string, module: string) => `${remote}/${module}`;

type LoadDeclarations = typeof loadWidgetDeclarations;

// Per loader (the default, or a test's), the dashboard's declarations: loaded once and kept, so
// the next visit shows the grid at once. A load in which a remote failed is dropped when it
// settles, so the next visit asks again.
const loaded = new WeakMap<LoadDeclarations, Promise<Declarations>>();

function dashboardDeclarations(load: LoadDeclarations): Promise<Declarations> {
  let declarations = loaded.get(load);
  if (!declarations) {
    const remotes = [...new Set(DASHBOARD_WIDGETS.map((widget) => widget.remote))];
    let failed = false;
    const declared = remotes.map((remote) =>
      load(remote).then(
        (list) => list.map((declaration) => [widgetKey(remote, declaration.module), declaration] as const),
        (error: unknown) => {
          // Its widgets then hold no height; their own load shows the outage.
          console.error(`No dashboard widget declarations from ${remote}`, error);
          failed = true;
          return [];
        },
      ),
    );
    const all = Promise.all(declared).then((lists) => {
      if (failed) loaded.delete(load);
      return new Map(lists.flat());
    });
    loaded.set(load, all);
    declarations = all;
  }
  return declarations;
}

const PlaceholderCard = styled(Card)<{ $reserve: WidgetReserve }>`
  min-height: ${({ $reserve }) => $reserve[0]}rem;
  @media (min-width: ${theme.breakpoints.mobile}) {
    min-height: ${({ $reserve }) => $reserve[1]}rem;
  }
  @media (min-width: ${WIDE}) {
    min-height: ${({ $reserve }) => $reserve[2]}rem;
  }
`;

/** As tall as a widget's title line. */
const TitleLine = styled.div`
  font-size: 1.05rem;
`;

const NO_RESERVE: WidgetReserve = [0, 0, 0];

/**
 * While a widget's code downloads, its slot shows a card with the label and height its remote
 * declared (as tall as the widget's own loading skeleton), so nothing moves when it arrives.
 */
function SlotPlaceholder({ slot, declaration }: { slot: string; declaration?: DashboardWidgetDeclaration }) {
  return (
    <PlaceholderCard $reserve={declaration?.reserve ?? NO_RESERVE} data-placeholder={slot}>
      <Skeleton label={declaration?.label ?? 'Loading…'}>
        <TitleLine>
          <SkeletonText $width="8rem" />
        </TitleLine>
      </Skeleton>
    </PlaceholderCard>
  );
}

/**
 * Shown once every remote has declared its widgets (or failed to), so each slot holds its full
 * height from the first frame: nothing grows or moves as the remotes answer. Starts the declared
 * reads in that render, so the data downloads while the widgets' code does rather than after it;
 * they use the widgets' own query keys, so the widgets find them in flight or cached.
 */
function WidgetGrid({ declarations }: { declarations: Promise<Declarations> }) {
  const declared = use(declarations);
  usePageReads([...declared.values()].flatMap((declaration) => declaration.reads()));
  return (
    <Grid>
      {DASHBOARD_WIDGETS.map((widget) => (
        <Slot key={widget.slot} $area={widget.slot} data-slot={widget.slot}>
          <RemoteArea
            remote={widget.remote}
            module={widget.module}
            fallback={
              <SlotPlaceholder slot={widget.slot} declaration={declared.get(widgetKey(widget.remote, widget.module))} />
            }
          />
        </Slot>
      ))}
    </Grid>
  );
}

/**
 * The dashboard's layout; each block is a widget from the remote that owns its data. The shell
 * places the widgets (DASHBOARD_WIDGETS); each remote declares, in its `./Widgets`, what its widgets
 * read first and how their placeholders look. Both loads start here, together: the tiny
 * declarations (then the reads) and the widgets' code.
 */
export function DashboardPage({ loadDeclarations = loadWidgetDeclarations }: { loadDeclarations?: LoadDeclarations }) {
  usePageTitle('Dashboard');
  const session = useSession();
  const name = session.status === 'signedIn' ? (session.user.displayName ?? session.user.email) : null;
  const [declarations] = useState(() => dashboardDeclarations(loadDeclarations));
  for (const widget of DASHBOARD_WIDGETS) preloadRemoteArea(widget.remote, widget.module);
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <PageTitle>Dashboard</PageTitle>
          <PageSubtitle>{name ? `Welcome back, ${name}` : 'Welcome back'}</PageSubtitle>
        </div>
      </PageHeaderRow>
      <Suspense fallback={null}>
        <WidgetGrid declarations={declarations} />
      </Suspense>
    </Page>
  );
}
