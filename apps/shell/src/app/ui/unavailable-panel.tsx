import styled from 'styled-components';
import { Button, theme } from '@pitaka/ui';

const Panel = styled.div`
  margin: 1.5rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  text-align: center;
  background: ${theme.colors.warningSoft};
  border: 1px solid #fcd34d;
  border-radius: ${theme.radius.md};
  color: ${theme.colors.warning};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 1rem;
  }
`;

/** Shown in place of a section whose code could not be loaded. */
export function UnavailablePanel({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  return (
    <Panel role="alert">
      <h2>This section is unavailable right now</h2>
      <p>{detail ?? 'Check your connection and try again. The rest of Pitaka still works.'}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}
