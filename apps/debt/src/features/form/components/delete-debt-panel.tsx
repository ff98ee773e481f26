import { LINK_MESSAGES } from '@pitaka/domain';
import { Card, InlineConfirm, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 44rem;
  display: grid;
  gap: 0.75rem;
  border-color: ${theme.colors.dangerBorder};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export interface DeleteDebtPanelProps {
  /** Some payment was booked in an account: those transactions stay as history. */
  hasLinkedTransactions: boolean;
  busy: boolean;
  disabled: boolean;
  onDelete: () => void;
}

/** Delete Debt, then Confirm Delete or Cancel. */
export function DeleteDebtPanel({ hasLinkedTransactions, busy, disabled, onDelete }: DeleteDebtPanelProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Delete this debt</h2>
      <p>
        The debt and its payment schedule are removed for good.
        {hasLinkedTransactions && ` ${LINK_MESSAGES.deleteKeepsHistory}`}
      </p>
      <div>
        <InlineConfirm
          label="Delete Debt"
          prompt="This cannot be undone."
          busy={busy}
          disabled={disabled}
          onConfirm={onDelete}
        />
      </div>
    </Panel>
  );
}
