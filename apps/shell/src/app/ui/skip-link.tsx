import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@pitaka/ui';

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
  box-shadow: 0 4px 14px rgba(15, 23, 42, 0.18);
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
export function SkipLink({
  targetId = 'main-content',
  children = 'Skip to main content',
}: {
  targetId?: string;
  children?: string;
}) {
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
      {children}
    </Link>
  );
}
