import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from './visually-hidden';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const placeholder = css`
  background: linear-gradient(
    90deg,
    ${theme.colors.skeleton} 0%,
    ${theme.colors.skeletonHighlight} 50%,
    ${theme.colors.skeleton} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** One grey placeholder shape; size it with $width / $height. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  ${placeholder}
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ $radius = theme.radius.sm }) => $radius};
`;

/**
 * A placeholder for one line of text. Put it inside the element that will hold the text (the same
 * styled heading, paragraph or cell): sized in `em` and aligned like text, it sits in that
 * element's own line box, so the loaded text takes exactly the room the placeholder held.
 */
export const SkeletonText = styled.span<{ $width?: string }>`
  ${placeholder}
  display: inline-block;
  vertical-align: middle;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: 0.9em;
  border-radius: ${theme.radius.sm};
`;

const Box = styled.div`
  display: grid;
  gap: 0.6rem;
`;

// Uneven widths read as text rather than as bars.
const LINE_WIDTHS = ['100%', '92%', '78%', '85%', '64%'];

/**
 * A loading placeholder: the region is aria-busy and says what is loading; the shapes are hidden
 * from screen readers. Pass shapes as children, or get `lines` lines of text.
 */
export function Skeleton({ label, lines = 3, children }: { label: string; lines?: number; children?: ReactNode }) {
  return (
    <Box aria-busy="true" data-skeleton>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box aria-hidden="true">
        {children ??
          Array.from({ length: lines }, (_, i) => (
            <SkeletonBlock key={i} $width={LINE_WIDTHS[i % LINE_WIDTHS.length]} />
          ))}
      </Box>
    </Box>
  );
}
