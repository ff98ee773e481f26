import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertIcon, CheckCircleIcon, CheckIcon, ClockIcon, InfoIcon } from './icons';
import { SkeletonBlock } from './skeleton';
import { theme } from './theme';

export type StatusTone = 'ok' | 'dueSoon' | 'overdue' | 'done' | 'info';

const tones: Record<StatusTone, { bg: string; border: string; fg: string; Icon: typeof InfoIcon }> = {
  ok: {
    bg: theme.colors.primarySoft,
    border: theme.colors.primaryBorder,
    fg: theme.colors.primaryStrong,
    Icon: CheckIcon,
  },
  dueSoon: {
    bg: theme.colors.warningSoft,
    border: theme.colors.warningBorder,
    fg: theme.colors.warning,
    Icon: ClockIcon,
  },
  overdue: {
    bg: theme.colors.dangerSoft,
    border: theme.colors.dangerBorder,
    fg: theme.colors.dangerStrong,
    Icon: AlertIcon,
  },
  done: {
    bg: theme.colors.successSoft,
    border: theme.colors.successBorder,
    fg: theme.colors.success,
    Icon: CheckCircleIcon,
  },
  info: { bg: theme.colors.infoSoft, border: theme.colors.infoBorder, fg: theme.colors.infoStrong, Icon: InfoIcon },
};

/** The banner's box: shared with its skeleton, so both are equally tall. */
const bannerBox = css`
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius.sm};
  border-width: 1px;
  border-style: solid;
  border-color: transparent;
  font-size: 0.875rem;
  line-height: 1.4;
`;

const Box = styled.div<{ $tone: StatusTone }>`
  ${bannerBox}
  display: flex;
  align-items: center;
  gap: 0.5rem;
  border-color: ${({ $tone }) => tones[$tone].border};
  background: ${({ $tone }) => tones[$tone].bg};
  color: ${({ $tone }) => tones[$tone].fg};
  font-weight: 600;
  svg {
    flex-shrink: 0;
  }
`;

/**
 * The state of a debt, payment or paluwagan ('Payment overdue', 'All payments up to date'). The
 * words carry the meaning; colour and icon repeat it.
 */
export function StatusBanner({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const { Icon } = tones[tone];
  return (
    <Box $tone={tone} role="status" data-tone={tone}>
      <Icon size={16} />
      <span>{children}</span>
    </Box>
  );
}

/** A one-line banner's place while its card loads. */
export const StatusBannerSkeleton = styled(SkeletonBlock)`
  ${bannerBox}
  height: auto;
  &::before {
    content: '\\00a0';
  }
`;
