import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@pitaka/ui';
import { useShellText } from '../../i18n/shell-text';

const Link = styled.a`
  position: absolute;
  left: 0.75rem;
  top: 0.75rem;
  z-index: 1000;
  padding: 0.6rem 1rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 700;
  box-shadow: ${theme.shadow.cardHover};
  transform: translateY(-200%);
  &:focus,
  &:focus-visible {
    transform: translateY(0);
  }
`;

/**
 * The first stop of the tab order: jumps past the navigation to the page's main content. It
 * moves focus itself: with a <base href> a bare "#id" link would navigate away.
 */
export function SkipLink({ targetId = 'main-content', children }: { targetId?: string; children?: string }) {
  const text = useShellText();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  }
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {children ?? text('frame.skipToContent')}
    </Link>
  );
}
