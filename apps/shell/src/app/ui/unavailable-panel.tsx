import styled from 'styled-components';
import { Button, theme } from '@pitaka/ui';
import { useShellText } from '../../i18n/shell-text';

const Panel = styled.div`
  margin: 1.5rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  text-align: center;
  background: ${theme.colors.warningSoft};
  border: 1px solid ${theme.colors.warningBorder};
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
  const text = useShellText();
  return (
    <Panel role="alert">
      <h2>{text('unavailable.title')}</h2>
      <p>{detail ?? text('unavailable.text')}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {text('unavailable.retry')}
      </Button>
    </Panel>
  );
}
