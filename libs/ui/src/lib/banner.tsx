import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';
import { theme } from './theme';

export type BannerTone = 'error' | 'warning' | 'info' | 'success';

const tones: Record<BannerTone, { bg: string; border: string; fg: string }> = {
  error: { bg: theme.colors.dangerSoft, border: theme.colors.dangerBorder, fg: theme.colors.dangerStrong },
  warning: { bg: theme.colors.warningSoft, border: theme.colors.warningBorder, fg: theme.colors.warning },
  info: { bg: theme.colors.infoSoft, border: theme.colors.infoBorder, fg: theme.colors.infoStrong },
  success: { bg: theme.colors.successSoft, border: theme.colors.successBorder, fg: theme.colors.success },
};

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${({ $tone }) => tones[$tone].border};
  background: ${({ $tone }) => tones[$tone].bg};
  color: ${({ $tone }) => tones[$tone].fg};
  font-size: 0.925rem;
  line-height: 1.45;
  svg {
    flex-shrink: 0;
    margin-top: 0.1rem;
  }
  > div {
    min-width: 0;
  }
  p {
    margin: 0;
  }
`;

/**
 * An inline message. Errors and warnings are alerts (announced at once); info and success are
 * polite status messages.
 */
export function Banner({ tone, children }: { tone: BannerTone; children: ReactNode }) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertIcon;
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <Box $tone={tone} role={urgent ? 'alert' : 'status'} data-tone={tone}>
      <Icon size={18} />
      {/* A block, not a <p>: a banner may hold a list (the shortfalls on /upcoming). */}
      <div>{children}</div>
    </Box>
  );
}
