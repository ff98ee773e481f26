import { CardGrid, ListSection } from '@pitaka/ui';
import type { RecurringRow } from '../use-recurring-list';
import { RecurringCard } from './recurring-card';

/** The cards' narrowest width, here and in the list's placeholder. */
export const RECURRING_CARD_MIN = '19rem';

export interface RecurringSectionProps {
  title: string;
  /** Said when the section has nothing. */
  emptyText: string;
  rows: readonly RecurringRow[];
  /** The item a pause or resume is being sent for. */
  toggling: string | null;
  onTogglePause: (row: RecurringRow) => void;
  onDelete: (row: RecurringRow) => void;
}

/** 'Bills' or 'Expected income': a card per item, soonest first. */
export function RecurringSection({ title, emptyText, rows, toggling, onTogglePause, onDelete }: RecurringSectionProps) {
  return (
    <ListSection title={title}>
      {rows.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <CardGrid $min={RECURRING_CARD_MIN}>
          {rows.map((row) => (
            <RecurringCard
              key={row.item.id}
              row={row}
              busy={toggling === row.item.id}
              onTogglePause={() => onTogglePause(row)}
              onDelete={() => onDelete(row)}
            />
          ))}
        </CardGrid>
      )}
    </ListSection>
  );
}
