import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${theme.colors.primarySoft};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Centered = styled.div<{ $fullPage?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '12rem')};
  color: ${theme.colors.textMuted};
`;

/** A spinner with a visible, announced label. */
export function LoadingState({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <Centered $fullPage={fullPage} role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <p>{label}</p>
    </Centered>
  );
}
