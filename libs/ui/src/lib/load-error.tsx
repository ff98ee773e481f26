import styled from 'styled-components';
import { AlertIcon } from './icons';
import { Button } from './button';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.colors.dangerBorder};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.dangerStrong};
  p {
    flex: 1;
    min-width: 10rem;
    margin: 0;
  }
`;

export interface LoadErrorProps {
  /** The spec's failure text, e.g. 'Failed to load transactions'. */
  message: string;
  /** Loads again; without it there is no Retry button. */
  onRetry?: () => void;
  /** The button's words when not 'Retry', e.g. 'Try again'. */
  retryLabel?: string;
}

/** What a list, widget or page shows when its data failed to load: the reason, and a way to try again. */
export function LoadError({ message, onRetry, retryLabel }: LoadErrorProps) {
  const text = uiText.useText();
  return (
    <Box role="alert">
      <AlertIcon size={18} />
      <p>{message}</p>
      {onRetry && (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {retryLabel ?? text('retry')}
        </Button>
      )}
    </Box>
  );
}
