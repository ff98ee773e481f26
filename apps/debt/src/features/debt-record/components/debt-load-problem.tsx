import { DEBT_MESSAGES } from '@pitaka/domain';
import { AlertIcon, Button, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 30rem;
  margin: 2rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h1 {
    margin: 0.75rem 0 1.25rem;
    font-size: 1.4rem;
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
`;

export interface DebtLoadProblemProps {
  problem: 'notFound' | 'failed';
  /** Offered for a failed load. */
  onRetry?: () => void;
}

/** 'Debt not found' or 'Failed to load debt details', with the way back to the list. */
export function DebtLoadProblem({ problem, onRetry }: DebtLoadProblemProps) {
  return (
    <Box role="alert">
      <Icon aria-hidden="true">
        <AlertIcon />
      </Icon>
      <h1>{problem === 'notFound' ? DEBT_MESSAGES.notFound : DEBT_MESSAGES.loadDetailsFailed}</h1>
      <Actions>
        <Button as={Link} to="/debt" $variant={onRetry ? 'secondary' : 'primary'}>
          Back to Debt List
        </Button>
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Actions>
    </Box>
  );
}
