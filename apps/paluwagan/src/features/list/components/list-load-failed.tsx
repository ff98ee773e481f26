import { PALUWAGAN_MESSAGES } from '@pitaka/domain';
import { Banner, Button } from '@pitaka/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

/** 'Failed to load data', with a retry: never an empty state that invites a duplicate. */
export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Row>
      <Banner tone="error">{PALUWAGAN_MESSAGES.loadFailed}</Banner>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Row>
  );
}
