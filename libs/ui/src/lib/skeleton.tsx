import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from './visually-hidden';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** One grey placeholder shape; size it with $width / $height. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ $radius = theme.radius.sm }) => $radius};
  background: linear-gradient(90deg, #e5e7eb 0%, #f3f4f6 50%, #e5e7eb 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
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
