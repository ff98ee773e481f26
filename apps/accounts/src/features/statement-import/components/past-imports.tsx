import { statementImportState, type StatementImport, type StatementImportState } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { Button, type PillTone, SectionNote, spreadRow, StatusPill, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useFlowsText } from '../../../i18n/flows-text';

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

const TONES: Record<StatementImportState, PillTone> = {
  done: 'success',
  incomplete: 'warning',
  undoing: 'warning',
  undone: 'neutral',
};

export interface PastImportsProps {
  imports: readonly StatementImport[];
  onUndo: (record: StatementImport) => void;
  disabled?: boolean;
}

/** Every import, newest first: what, into which account, how far, and Undo. */
export function PastImports({ imports, onUndo, disabled }: PastImportsProps) {
  const dates = useDates();
  const text = useFlowsText();
  if (imports.length === 0) return <SectionNote>{text('past.none')}</SectionNote>;
  return (
    <List>
      {imports.map((record) => {
        const state = statementImportState(record);
        return (
          <Item key={record.id}>
            <What>
              <strong>{record.fileName}</strong>
              <span>
                {text('past.into', { account: record.accountName })} · {dates.instantDate(record.createdAt)} ·{' '}
                {state === 'incomplete'
                  ? text('past.rowsOf', { count: record.imported, total: record.rows })
                  : text('past.rows', { count: record.imported })}
              </span>
            </What>
            <Side>
              <StatusPill tone={TONES[state]}>{text(`past.${state}`)}</StatusPill>
              {state !== 'undone' && (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={disabled}
                  onClick={() => onUndo(record)}
                  aria-label={text('past.undoLabel', { file: record.fileName })}
                >
                  {text('past.undo')}
                </Button>
              )}
            </Side>
          </Item>
        );
      })}
    </List>
  );
}
