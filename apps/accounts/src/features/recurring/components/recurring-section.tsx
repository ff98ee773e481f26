import { theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { RecurringRow } from '../use-recurring-list';
import { RecurringCard } from './recurring-card';

const Section = styled.section`
  display: grid;
  gap: 0.85rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  > p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export const CardGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
`;

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
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <CardGrid>
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
    </Section>
  );
}
