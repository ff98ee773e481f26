import type { ElementType } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Card } from './card';
import { AlertIcon } from './icons';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  max-width: 30rem;
  margin: 2rem auto;
  padding: 2.5rem 1.25rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.35rem;
    overflow-wrap: anywhere;
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

export interface RecordUnavailableProps {
  /** The page's heading: the spec's text, e.g. 'Debt not found' or 'Failed to load debt details'. */
  title: string;
  /** A line under the heading. */
  detail?: string;
  /** Where the way back goes (the list), and its words, e.g. 'Back to Debt List'. */
  backTo: string;
  backLabel: string;
  /** The router's link component, e.g. react-router's `Link` (this lib does not depend on the router). */
  linkAs: ElementType;
  /** Loads again (for a failed load); without it there is no retry button. */
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * What a record's page (a detail or edit screen) shows instead of the record when it does not
 * exist or could not be loaded: the reason, a way back to the list, and a retry for a failure.
 */
export function RecordUnavailable({
  title,
  detail,
  backTo,
  backLabel,
  linkAs,
  onRetry,
  retryLabel,
}: RecordUnavailableProps) {
  const text = uiText.useText();
  return (
    <Panel role="alert">
      <Icon aria-hidden="true">
        <AlertIcon />
      </Icon>
      <h1>{title}</h1>
      {detail && <p>{detail}</p>}
      <Actions>
        <Button as={linkAs} to={backTo} $variant={onRetry ? 'secondary' : 'primary'}>
          {backLabel}
        </Button>
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            {retryLabel ?? text('retry')}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
