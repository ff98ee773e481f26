import { Button, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { useUpdateOffer } from './update-offer';

const Notice = styled.div`
  position: fixed;
  z-index: 1000;
  left: 50%;
  bottom: calc(1rem + env(safe-area-inset-bottom, 0px));
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: calc(100vw - 2rem);
  padding: 0.6rem 0.6rem 0.6rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.text};
  color: ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** "Update available — Reload", while a new version of the app waits. */
export function UpdateNotice() {
  const take = useUpdateOffer();
  const text = useShellText();
  if (!take) return null;
  return (
    <Notice role="status">
      <p>{text('update.available')}</p>
      <Button type="button" $variant="secondary" onClick={take}>
        {text('update.reload')}
      </Button>
    </Notice>
  );
}
