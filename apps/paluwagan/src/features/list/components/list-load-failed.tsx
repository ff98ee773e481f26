import { PALUWAGAN } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Banner, Button } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

/** 'Failed to load data', with a retry: never an empty state that invites a duplicate. */
export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  const text = usePaluwaganText();
  const say = useMessageText();
  return (
    <Row>
      <Banner tone="error">{say(PALUWAGAN.loadFailed)}</Banner>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {text('list.retry')}
      </Button>
    </Row>
  );
}
