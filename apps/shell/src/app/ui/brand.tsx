import styled from 'styled-components';
import { theme } from '@pitaka/ui';

const Mark = styled.span<{ $size: number; $inverse?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size * 0.3)}px;
  background: ${({ $inverse }) => ($inverse ? theme.colors.onBrand : theme.colors.primary)};
  color: ${({ $inverse }) => ($inverse ? theme.colors.brandFrom : theme.colors.onPrimary)};
  flex-shrink: 0;
`;

/** The Pitaka mark: a wallet (pitaka) with a peso coin. Decorative. */
export function BrandMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <Mark $size={size} $inverse={inverse} aria-hidden="true">
      <svg
        width={size * 0.62}
        height={size * 0.62}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M3.5 8A2.5 2.5 0 0 1 6 5.5h11.5" />
        <rect x="3.5" y="8" width="17" height="11.5" rx="2.5" />
        <circle cx="15.5" cy="13.75" r="1.6" />
      </svg>
    </Mark>
  );
}

const Lockup = styled.span<{ $inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 800;
  font-size: 1.3rem;
  letter-spacing: -0.01em;
  color: ${({ $inverse }) => ($inverse ? theme.colors.onBrand : theme.colors.text)};
`;

/** Mark + word. The word is real text, so a link around it gets the name "Pitaka". */
export function BrandLockup({ inverse = false, size = 36 }: { inverse?: boolean; size?: number }) {
  return (
    <Lockup $inverse={inverse}>
      <BrandMark size={size} inverse={inverse} />
      <span>Pitaka</span>
    </Lockup>
  );
}
