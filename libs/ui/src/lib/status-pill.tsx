import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** The colour of a pill; the words always say the status too. */
export type PillTone = 'success' | 'danger' | 'warning' | 'attention' | 'primary' | 'info' | 'neutral';

const tones: Record<PillTone, { bg: string; fg: string }> = {
  success: { bg: theme.colors.successSoft, fg: theme.colors.success },
  danger: { bg: theme.colors.dangerSoft, fg: theme.colors.dangerStrong },
  warning: { bg: theme.colors.warningSoft, fg: theme.colors.warning },
  attention: { bg: theme.colors.attentionSoft, fg: theme.colors.attention },
  primary: { bg: theme.colors.primarySoft, fg: theme.colors.primaryHover },
  info: { bg: theme.colors.infoSoft, fg: theme.colors.infoStrong },
  neutral: { bg: theme.colors.neutralSoft, fg: theme.colors.textMuted },
};

const Pill = styled.span<{ $tone: PillTone; $wrap: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${({ $tone }) => tones[$tone].bg};
  color: ${({ $tone }) => tones[$tone].fg};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: ${({ $wrap }) => ($wrap ? 'normal' : 'nowrap')};
  overflow-wrap: ${({ $wrap }) => ($wrap ? 'anywhere' : 'normal')};
  svg {
    flex-shrink: 0;
  }
`;

export interface StatusPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  tone: PillTone;
  children: ReactNode;
  /** A decorative icon before the words (hidden from assistive technology by the icons). */
  icon?: ReactNode;
  /** Long words (e.g. 'Paid from {account}') may wrap; a pill stays on one line otherwise. */
  wrap?: boolean;
}

/** A small rounded status label ('Paid', 'Overdue', 'Due Soon', 'Week 3 of 10'...) in theme colours. */
export function StatusPill({ tone, children, icon, wrap = false, ...rest }: StatusPillProps) {
  return (
    <Pill $tone={tone} $wrap={wrap} data-tone={tone} {...rest}>
      {icon}
      {children}
    </Pill>
  );
}
