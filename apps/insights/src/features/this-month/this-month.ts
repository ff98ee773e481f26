import type { MonthFigures } from '@pitaka/domain';

/** The dashboard's view of the current month. */
export type ThisMonth =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** The summaries wait for the one-time rebuild, which /insights runs. */
  | { status: 'not-ready' }
  | { status: 'ready'; figures: MonthFigures };
