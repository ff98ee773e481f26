// What a remote declares about each of its dashboard widgets, in its exposed `./Widgets` module
// (src/widgets/index.ts). The shell loads that module as soon as the dashboard shows (the remote's
// entry loads then anyway, for the widgets): it starts the reads and gives each slot's placeholder
// the label while the widget's own code downloads. Where a widget goes, how wide it is and how tall
// its slot waits are its registration in /config.json, beside the layout that decides its width.
// The module must stay tiny: data only, with type-only imports, so it arrives long before the
// widgets do.
import type { PageRead } from '@pitaka/data';

export interface DashboardWidgetDeclaration {
  /** The widget's exposed module, e.g. 'BalanceWidget' for `./BalanceWidget`. */
  module: string;
  /** The label of the widget's own loading skeleton, in English; the shell's placeholder says the same. */
  label: string;
  /** The label in other languages by code, e.g. `{ fil: 'Naglo-load ng mga utang' }` (data: the module stays tiny). */
  labels?: Readonly<Record<string, string>>;
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
