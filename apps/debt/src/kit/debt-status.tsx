// How a debt's status looks, wherever it shows (list cards, the dashboard, the detail header).
// Presentational; the rules and texts are @pitaka/domain's.
import { debtBanner, type BannerTone, type Debt, type DebtStatus } from '@pitaka/domain';
import { StatusBanner, theme, type StatusTone } from '@pitaka/ui';
import styled from 'styled-components';

const TONES: Record<BannerTone, StatusTone> = {
  success: 'done',
  danger: 'overdue',
  warning: 'dueSoon',
  info: 'ok',
};

/** The status banner of section 4 ('Payment overdue', 'All payments up to date', ...). */
export function DebtStatusBanner({ debt, today }: { debt: Pick<Debt, 'type' | 'paymentSchedule'>; today: Date }) {
  const banner = debtBanner(debt, today);
  return <StatusBanner tone={TONES[banner.tone]}>{banner.text}</StatusBanner>;
}

const BADGE_COLORS: Record<DebtStatus, { bg: string; fg: string }> = {
  'Paid Off': { bg: theme.colors.successSoft, fg: theme.colors.success },
  Overdue: { bg: theme.colors.dangerSoft, fg: '#991b1b' },
  'Due Soon': { bg: theme.colors.warningSoft, fg: theme.colors.warning },
  'On Track': { bg: theme.colors.primarySoft, fg: '#115e59' },
};

const Pill = styled.span<{ $status: DebtStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $status }) => BADGE_COLORS[$status].bg};
  color: ${({ $status }) => BADGE_COLORS[$status].fg};
`;

/** 'Paid Off', 'Overdue', 'Due Soon' or 'On Track' as a small pill. */
export function DebtStatusBadge({ status }: { status: DebtStatus }) {
  return (
    <Pill $status={status} data-status={status}>
      {status}
    </Pill>
  );
}
