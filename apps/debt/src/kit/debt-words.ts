// Which catalogue words show a debt's status: the rules are @pitaka/domain's (debt.ts), which
// returns keys; the English these keys say is the spec's (debt-words.spec.ts checks it).
import type { DebtBannerKey, DebtStatus } from '@pitaka/domain';
import type { DebtTextKey } from '../i18n/debt-text';

/** The pill: 'Paid Off', 'Overdue', 'Due Soon' or 'On Track'. */
export const STATUS_KEYS: Readonly<Record<DebtStatus, DebtTextKey>> = {
  'Paid Off': 'status.paidOff',
  Overdue: 'status.overdue',
  'Due Soon': 'status.dueSoon',
  'On Track': 'status.onTrack',
};

/** The words of `debtBanner`: 'Payment complete', 'All payments up to date', ... */
export const BANNER_KEYS: Readonly<Record<DebtBannerKey, DebtTextKey>> = {
  paymentComplete: 'banner.paidOff.single.owe',
  paymentReceived: 'banner.paidOff.single.owed',
  allPaymentsComplete: 'banner.paidOff.multiple.owe',
  allPaymentsReceived: 'banner.paidOff.multiple.owed',
  paymentOverdue: 'banner.overdue',
  paymentDueThisWeek: 'banner.dueSoon',
  paymentNotDueYet: 'banner.onTrack.single',
  allPaymentsUpToDate: 'banner.onTrack.multiple',
};
