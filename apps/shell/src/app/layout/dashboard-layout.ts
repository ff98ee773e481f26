import type { RemoteWidget } from '../remote-registration';
import type { RemoteRegistry } from '../remotes';

/** Per width band: below the mobile breakpoint, up to the wide one (1200px), and from it on. */
export type PerWidth = readonly [phone: number, tablet: number, wide: number];

/** The dashboard grid's columns: six when wide, so one, two or three widgets share a row evenly. */
export const DASHBOARD_COLUMNS: PerWidth = [1, 2, 6];

/** How many compact widgets sit side by side. */
const COMPACT_PER_ROW: PerWidth = [1, 2, 3];

export interface PlacedWidget extends RemoteWidget {
  remote: string;
  /** Grid columns the widget spans at each width (of DASHBOARD_COLUMNS). */
  span: PerWidth;
}

/**
 * Spans for `count` compact widgets in a row of their own kind. Every row is full: when they do not
 * fill the last one, the first row holds the remainder, widened (three at tablet width: one across,
 * then two; two when wide: halves).
 */
function compactSpans(count: number, perRow: number, columns: number): number[] {
  const first = count % perRow || perRow;
  return Array.from({ length: count }, (_, i) => columns / (i < first ? first : perRow));
}

/**
 * Every registered widget in order, with its place in the generic grid: a `full` widget takes a
 * row at every width; compact widgets next to each other share rows. Nothing here names a remote,
 * so a widget added to config.json finds its place without a shell release.
 */
export function dashboardWidgets(remotes: RemoteRegistry): PlacedWidget[] {
  const ordered = Object.entries(remotes)
    .flatMap(([remote, { widgets }]) => widgets.map((widget) => ({ ...widget, remote })))
    .sort((a, b) => a.order - b.order);
  const placed: PlacedWidget[] = [];
  let run: typeof ordered = [];
  const placeRun = () => {
    const spans = [0, 1, 2].map((width) => compactSpans(run.length, COMPACT_PER_ROW[width], DASHBOARD_COLUMNS[width]));
    run.forEach((widget, i) => placed.push({ ...widget, span: [spans[0][i], spans[1][i], spans[2][i]] }));
    run = [];
  };
  for (const widget of ordered) {
    if (widget.size === 'compact') {
      run.push(widget);
    } else {
      placeRun();
      placed.push({ ...widget, span: DASHBOARD_COLUMNS });
    }
  }
  placeRun();
  return placed;
}
