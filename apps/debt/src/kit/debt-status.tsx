// How a debt's status looks, wherever it shows (list cards, the dashboard, the detail header).
// Presentational; the rules are @pitaka/domain's, the words this remote's catalogue.
import { debtBanner, type BannerTone, type Debt, type DebtStatus } from '@pitaka/domain';
import { StatusBanner, StatusPill, type PillTone, type StatusTone } from '@pitaka/ui';
import { useDebtText } from '../i18n/debt-text';
import { BANNER_KEYS, STATUS_KEYS } from './debt-words';

const TONES: Record<BannerTone, StatusTone> = {
  success: 'done',
  danger: 'overdue',
  warning: 'dueSoon',
  info: 'ok',
};

/** The status banner of section 4 ('Payment overdue', 'All payments up to date', ...). */
export function DebtStatusBanner({ debt, today }: { debt: Pick<Debt, 'type' | 'paymentSchedule'>; today: Date }) {
  const text = useDebtText();
  const banner = debtBanner(debt, today);
  return <StatusBanner tone={TONES[banner.tone]}>{text(BANNER_KEYS[banner.key])}</StatusBanner>;
}

const BADGE_TONES: Record<DebtStatus, PillTone> = {
  'Paid Off': 'success',
  Overdue: 'danger',
  'Due Soon': 'warning',
  'On Track': 'primary',
};

/** 'Paid Off', 'Overdue', 'Due Soon' or 'On Track' as a small pill. */
export function DebtStatusBadge({ status }: { status: DebtStatus }) {
  const text = useDebtText();
  return (
    <StatusPill tone={BADGE_TONES[status]} data-status={status}>
      {text(STATUS_KEYS[status])}
    </StatusPill>
  );
}
