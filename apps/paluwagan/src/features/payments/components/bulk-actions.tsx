import { paluwaganBulkLabel, type RowSelection } from '@pitaka/domain';
import { Button } from '@pitaka/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > :last-child {
    flex: 1 1 auto;
  }
`;

export interface BulkActionsProps {
  selection: RowSelection;
  onBulk: () => void;
  onClear: () => void;
}

/** 'Select Weeks' (nothing chosen yet), 'Pay Selected Weeks' or 'Unmark Selected as Unpaid'. */
export function BulkActions({ selection, onBulk, onClear }: BulkActionsProps) {
  const idle = selection.mode === null;
  return (
    <Row>
      {!idle && (
        <Button type="button" $variant="secondary" onClick={onClear}>
          Clear Selection
        </Button>
      )}
      <Button
        type="button"
        $variant={selection.mode === 'paid' ? 'danger' : 'primary'}
        disabled={idle}
        onClick={onBulk}
      >
        {paluwaganBulkLabel(selection)}
      </Button>
    </Row>
  );
}
