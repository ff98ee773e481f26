import { PALUWAGAN_MESSAGES } from '@pitaka/domain';
import { Banner, Button } from '@pitaka/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  > :first-child {
    flex: 1 1 16rem;
  }
`;

/** The accounts (for paying and receiving) did not load: say so rather than wait forever. */
export function AccountsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Row>
      <Banner tone="error">{PALUWAGAN_MESSAGES.loadFailed}: your accounts could not be loaded.</Banner>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Row>
  );
}
