import { usePageReads } from '@pitaka/data';
import { useSession } from '@pitaka/platform';
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';
import { Page, PageHeaderRow, PageSubtitle, PageTitle, Skeleton, SkeletonText, useLanguage } from '@pitaka/ui';
import { Suspense, use, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { dashboardWidgets, type PlacedWidget } from '../layout/dashboard-layout';
import { preloadRemoteArea, RemoteArea } from '../remote-area';
import { useRemoteRegistry } from '../remote-registry';
import { useShellText } from '../../i18n/shell-text';
import { loadWidgetDeclarations } from '../remotes';
import { usePageTitle } from '../routing/page-title';
import { ReservedCard, WidgetGrid, WidgetSlot } from '../ui/widget-grid';

/** Each laid-out widget's declaration, by `remote/module`. */
type Declarations = ReadonlyMap<string, DashboardWidgetDeclaration>;

const widgetKey = (remote: string, module: string) => `${remote}/${module}`;

type LoadDeclarations = typeof loadWidgetDeclarations;

// Per loader (the default, or a test's) and set of remotes, the dashboard's declarations: loaded
// once and kept, so the next visit shows the grid at once. A load in which a remote failed is
// dropped when it settles, so the next visit asks again.
const loaded = new WeakMap<LoadDeclarations, Map<string, Promise<Declarations>>>();

function dashboardDeclarations(load: LoadDeclarations, remotes: readonly string[]): Promise<Declarations> {
  let byRemotes = loaded.get(load);
  if (!byRemotes) loaded.set(load, (byRemotes = new Map()));
  const key = remotes.join(' ');
  let declarations = byRemotes.get(key);
  if (!declarations) {
    let failed = false;
    const declared = remotes.map((remote) =>
      load(remote).then(
        (list) => list.map((declaration) => [widgetKey(remote, declaration.module), declaration] as const),
        (error: unknown) => {
          // Its widgets keep their slots' height; their own load shows the outage.
          console.error(`No dashboard widget declarations from ${remote}`, error);
          failed = true;
          return [];
        },
      ),
    );
    const all = Promise.all(declared).then((lists) => {
      if (failed) byRemotes.delete(key);
      return new Map(lists.flat());
    });
    byRemotes.set(key, all);
    declarations = all;
  }
  return declarations;
}

/** As tall as a widget's title line. */
const TitleLine = styled.div`
  font-size: 1.05rem;
`;

/**
 * While a widget's code downloads, its slot shows a card as tall as its registration reserves (the
 * widget's own loading skeleton's height at its size) with the label its remote declared, so
 * nothing moves when it arrives.
 */
function SlotPlaceholder({ widget, declaration }: { widget: PlacedWidget; declaration?: DashboardWidgetDeclaration }) {
  const text = useShellText();
  const language = useLanguage();
  const label = declaration && (declaration.labels?.[language] ?? declaration.label);
  return (
    <ReservedCard $reserve={widget.reserve} data-placeholder={widget.id}>
      <Skeleton label={label ?? text('loading')}>
        <TitleLine>
          <SkeletonText $width="8rem" />
        </TitleLine>
      </Skeleton>
    </ReservedCard>
  );
}

/**
 * Shown once every remote has declared its widgets (or failed to), so each placeholder says its
 * label from the first frame; each slot holds its height from its registration. Starts the
 * declared reads in that render, so the data downloads while the widgets' code does rather than
 * after it; they use the widgets' own query keys, so the widgets find them in flight or cached.
 */
function Widgets({ widgets, declarations }: { widgets: readonly PlacedWidget[]; declarations: Promise<Declarations> }) {
  const declared = use(declarations);
  usePageReads([...declared.values()].flatMap((declaration) => declaration.reads()));
  return (
    <WidgetGrid>
      {widgets.map((widget) => (
        <WidgetSlot key={widget.id} $span={widget.span} data-slot={widget.id}>
          <RemoteArea
            remote={widget.remote}
            module={widget.module}
            fallback={
              <SlotPlaceholder widget={widget} declaration={declared.get(widgetKey(widget.remote, widget.module))} />
            }
          />
        </WidgetSlot>
      ))}
    </WidgetGrid>
  );
}

/**
 * The dashboard: each block is a widget from the remote that owns its data. The remotes'
 * registrations in /config.json say which widgets there are, in what order, how wide and how tall
 * they wait (laid out by dashboard-layout.ts); each remote declares, in its `./Widgets`, what its
 * widgets read first and their loading labels. Both loads start here, together: the tiny
 * declarations (then the reads) and the widgets' code.
 */
export function DashboardPage({ loadDeclarations = loadWidgetDeclarations }: { loadDeclarations?: LoadDeclarations }) {
  const text = useShellText();
  usePageTitle(text('nav.dashboard'));
  const session = useSession();
  const name = session.status === 'signedIn' ? (session.user.displayName ?? session.user.email) : null;
  const remotes = useRemoteRegistry();
  const widgets = useMemo(() => dashboardWidgets(remotes), [remotes]);
  // The page (its title, the frame around it) is painted first; the remotes' declarations and code
  // are asked for right after, so the first paint waits for none of them.
  const [declarations, setDeclarations] = useState<Promise<Declarations> | null>(null);
  useEffect(() => {
    const start = setTimeout(() => {
      for (const widget of widgets) preloadRemoteArea(widget.remote, widget.module);
      setDeclarations(dashboardDeclarations(loadDeclarations, [...new Set(widgets.map((widget) => widget.remote))]));
    });
    return () => clearTimeout(start);
  }, [loadDeclarations, widgets]);
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <PageTitle>{text('nav.dashboard')}</PageTitle>
          <PageSubtitle>{name ? text('dashboard.welcomeName', { name }) : text('dashboard.welcome')}</PageSubtitle>
        </div>
      </PageHeaderRow>
      {declarations && (
        <Suspense fallback={null}>
          <Widgets widgets={widgets} declarations={declarations} />
        </Suspense>
      )}
    </Page>
  );
}
