import type { DueItem } from '@pitaka/domain';
import { Button, spreadRow, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';
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
  const text = usePlanningText();
  const action = dueActionLabel(first, text);
  return (
    <Bar role="region" aria-label={text('selection.label')}>
      <span>{text('selection.count', { count: items.length, name: first.sourceName })}</span>
      <div>
        <Button type="button" $variant="secondary" onClick={onClear}>
          {text('selection.clear')}
        </Button>
        <Button type="button" onClick={onPay}>
          {items.length === 1
            ? text('selection.payOne', { action })
            : text('selection.payAll', { action, count: items.length })}
        </Button>
      </div>
    </Bar>
  );
}
