import type { CategoryChange, MonthFigures } from '@pitaka/domain';

/** A month's figures beside the month before's, as the month section shows them. */
export type MonthOverview =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; current: MonthFigures; previous: MonthFigures; changes: CategoryChange[] };
