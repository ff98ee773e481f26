import type { RowSelection } from '@pitaka/domain';
import { Button } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > :last-child {
    flex: 1 1 auto;
  }
`;

const BULK_LABELS = {
  idle: 'tracking.bulk.select',
  unpaid: 'tracking.bulk.pay',
  paid: 'tracking.bulk.unpay',
} as const;

export interface BulkActionsProps {
  selection: RowSelection;
  onBulk: () => void;
  onClear: () => void;
}

/** 'Select Weeks' (nothing chosen yet), 'Pay Selected Weeks' or 'Unmark Selected as Unpaid'. */
export function BulkActions({ selection, onBulk, onClear }: BulkActionsProps) {
  const text = usePaluwaganText();
  const idle = selection.mode === null;
  return (
    <Row>
      {!idle && (
        <Button type="button" $variant="secondary" onClick={onClear}>
          {text('tracking.clearSelection')}
        </Button>
      )}
      <Button
        type="button"
        $variant={selection.mode === 'paid' ? 'danger' : 'primary'}
        disabled={idle}
        onClick={onBulk}
      >
        {text(BULK_LABELS[selection.mode ?? 'idle'])}
      </Button>
    </Row>
  );
}
