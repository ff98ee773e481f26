import { LINK } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { DangerZone, InlineConfirm, type InlineConfirmProps } from '@pitaka/ui';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';

const Panel = styled(DangerZone)`
  max-width: 44rem;
`;

export interface DeleteDebtPanelProps extends Pick<InlineConfirmProps, 'busy' | 'disabled' | 'onConfirm'> {
  /** Some payment was booked in an account: those transactions stay as history. */
  hasLinkedTransactions: boolean;
}

/** Delete Debt, then Confirm Delete or Cancel. */
export function DeleteDebtPanel({ hasLinkedTransactions, ...confirm }: DeleteDebtPanelProps) {
  const text = useDebtText();
  const say = useMessageText();
  const warning = `${text('delete.text')}${hasLinkedTransactions ? ` ${say(LINK.deleteKeepsHistory)}` : ''}`;
  return (
    <Panel title={text('delete.heading')} text={warning}>
      <InlineConfirm label={text('delete.button')} prompt={text('delete.prompt')} {...confirm} />
    </Panel>
  );
}
