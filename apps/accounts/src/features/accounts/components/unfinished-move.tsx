import { Banner, Button } from '@pitaka/ui';
import styled from 'styled-components';
import { useAccountsText } from '../../../i18n/accounts-text';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

export interface UnfinishedMoveProps {
  message: string;
  busy: boolean;
  onFinish: () => void;
}

/** A move into a household that stopped part-way, and the button that finishes it. */
export function UnfinishedMove({ message, busy, onFinish }: UnfinishedMoveProps) {
  const text = useAccountsText();
  return (
    <Banner tone="warning">
      <Row>
        <p>{message}</p>
        <Button type="button" $variant="secondary" onClick={onFinish} disabled={busy} aria-busy={busy}>
          {busy ? text('move.busy') : text('move.finish')}
        </Button>
      </Row>
    </Banner>
  );
}
