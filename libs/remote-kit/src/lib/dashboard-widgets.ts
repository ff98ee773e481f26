// What a remote declares about each of its dashboard widgets, in its exposed `./Widgets` module
// (src/widgets/index.ts). The shell loads that module as soon as the dashboard shows (the remote's
// entry loads then anyway, for the widgets): it starts the reads and holds each slot a placeholder
// of the right label and height while the widget's own code downloads. The module must stay tiny:
// data only, with type-only imports, so it arrives long before the widgets do.
import type { PageRead } from '@pitaka/data';

/** Heights in rem below the mobile breakpoint, up to the wide one (1200px), and from it on. */
export type WidgetReserve = readonly [phone: number, tablet: number, wide: number];

export interface DashboardWidgetDeclaration {
  /** The widget's exposed module, e.g. 'BalanceWidget' for `./BalanceWidget`. */
  module: string;
  /** The label of the widget's own loading skeleton; the shell's placeholder says the same. */
  label: string;
  /**
   * How tall the widget's loading skeleton is (as tall as the widget with the usual content), so
   * the slot keeps still while the code loads and when the widget arrives.
   */
  reserve: WidgetReserve;
  /**
   * What the widget reads first, started while its code loads. Name exactly what its hooks read
   * (same keys, so nothing is read twice): check it with `expectReadsAsDeclared`.
   */
  reads: () => readonly PageRead[];
}

/** The shape of a remote's exposed `./Widgets` module. */
export interface WidgetsModule {
  default: readonly DashboardWidgetDeclaration[];
}
