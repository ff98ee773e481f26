import {
  formatInstantDate,
  statementImportState,
  type StatementImport,
  type StatementImportState,
} from '@pitaka/domain';
import { Button, type PillTone, SectionNote, spreadRow, StatusPill, theme } from '@pitaka/ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Item = styled.li`
  ${spreadRow}
  gap: 0.5rem 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  p {
    margin: 0;
  }
`;

const What = styled.div`
  display: grid;
  gap: 0.2rem;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const STATES: Record<StatementImportState, { tone: PillTone; label: string }> = {
  done: { tone: 'success', label: 'Imported' },
  incomplete: { tone: 'warning', label: 'Stopped part-way' },
  undoing: { tone: 'warning', label: 'Partly undone' },
  undone: { tone: 'neutral', label: 'Undone' },
};

const rowsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;

export interface PastImportsProps {
  imports: readonly StatementImport[];
  onUndo: (record: StatementImport) => void;
  disabled?: boolean;
}

/** Every import, newest first: what, into which account, how far, and Undo. */
export function PastImports({ imports, onUndo, disabled }: PastImportsProps) {
  if (imports.length === 0) return <SectionNote>No statements imported yet.</SectionNote>;
  return (
    <List>
      {imports.map((record) => {
        const state = statementImportState(record);
        return (
          <Item key={record.id}>
            <What>
              <strong>{record.fileName}</strong>
              <span>
                Into {record.accountName} · {formatInstantDate(record.createdAt)} ·{' '}
                {state === 'incomplete'
                  ? `${rowsText(record.imported)} of ${record.rows.toLocaleString('en-US')}`
                  : rowsText(record.imported)}
              </span>
            </What>
            <Side>
              <StatusPill tone={STATES[state].tone}>{STATES[state].label}</StatusPill>
              {state !== 'undone' && (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={disabled}
                  onClick={() => onUndo(record)}
                  aria-label={`Undo the import of ${record.fileName}`}
                >
                  Undo
                </Button>
              )}
            </Side>
          </Item>
        );
      })}
    </List>
  );
}
