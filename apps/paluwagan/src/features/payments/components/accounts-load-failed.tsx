import { PALUWAGAN } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Banner, Button } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

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
  const text = usePaluwaganText();
  const say = useMessageText();
  return (
    <Row>
      <Banner tone="error">{text('detail.accountsFailed', { loadFailed: say(PALUWAGAN.loadFailed) })}</Banner>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {text('detail.retry')}
      </Button>
    </Row>
  );
}
