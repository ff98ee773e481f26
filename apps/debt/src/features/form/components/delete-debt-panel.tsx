import { LINK } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Card, InlineConfirm, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';

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
  const text = useDebtText();
  const say = useMessageText();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{text('delete.heading')}</h2>
      <p>
        {text('delete.text')}
        {hasLinkedTransactions && ` ${say(LINK.deleteKeepsHistory)}`}
      </p>
      <div>
        <InlineConfirm
          label={text('delete.button')}
          prompt={text('delete.prompt')}
          busy={busy}
          disabled={disabled}
          onConfirm={onDelete}
        />
      </div>
    </Panel>
  );
}
