import { PALUWAGAN_MESSAGES } from '@pitaka/domain';
import { AlertIcon, Button, Card, Page, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface RecordUnavailableProps {
  reason: 'notFound' | 'failed';
  onRetry?: () => void;
}

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1.25rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** 'Paluwagan not found' or the load failure, with the way back to the list. */
export function RecordUnavailable({ reason, onRetry }: RecordUnavailableProps) {
  const notFound = reason === 'notFound';
  return (
    <Page>
      <Panel role={notFound ? undefined : 'alert'}>
        <Icon aria-hidden="true">
          <AlertIcon />
        </Icon>
        <h1>{notFound ? PALUWAGAN_MESSAGES.notFound : PALUWAGAN_MESSAGES.loadDetailsFailed}</h1>
        <p>{notFound ? 'It may have been deleted, or the link is wrong.' : 'Check your connection and try again.'}</p>
        <Actions>
          {!notFound && onRetry && (
            <Button type="button" $variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button as={Link} to="/paluwagan">
            Back to Paluwagan List
          </Button>
        </Actions>
      </Panel>
    </Page>
  );
}
