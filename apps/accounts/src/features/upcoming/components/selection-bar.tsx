import type { DueItem } from '@pitaka/domain';
import { Button, spreadRow, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { dueActionLabel } from '../due-item-text';

const Bar = styled.div`
  position: sticky;
  top: 0.5rem;
  z-index: 1;
  ${spreadRow}
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primarySoft};
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

/** Ticked items of one schedule: pay or receive them together, or clear the selection. */
export function SelectionBar({
  items,
  onPay,
  onClear,
}: {
  items: readonly DueItem[];
  onPay: () => void;
  onClear: () => void;
}) {
  const [first] = items;
  const action = dueActionLabel(first);
  return (
    <Bar role="region" aria-label="Selected">
      <span>
        {items.length} of {first.sourceName} selected
      </span>
      <div>
        <Button type="button" $variant="secondary" onClick={onClear}>
          Clear
        </Button>
        <Button type="button" onClick={onPay}>
          {action} {items.length === 1 ? 'selected' : `all ${items.length}`}
        </Button>
      </div>
    </Bar>
  );
}
