// Which catalogue words show a debt's status: the rules are @pitaka/domain's (debt.ts), whose
// English texts these keys repeat (debt-words.spec.ts checks that they stay the same).
import { debtPaymentType, type Debt, type DebtStatus } from '@pitaka/domain';
import type { DebtTextKey } from '../i18n/debt-text';

/** The pill: 'Paid Off', 'Overdue', 'Due Soon' or 'On Track'. */
export const STATUS_KEYS: Readonly<Record<DebtStatus, DebtTextKey>> = {
  'Paid Off': 'status.paidOff',
  Overdue: 'status.overdue',
  'Due Soon': 'status.dueSoon',
  'On Track': 'status.onTrack',
};

/** The words of `debtBanner`, which depend on the status, the schedule's kind and the type. */
export function debtBannerKey(status: DebtStatus, debt: Pick<Debt, 'type' | 'paymentSchedule'>): DebtTextKey {
  const kind = debtPaymentType(debt);
  switch (status) {
    case 'Paid Off':
      return `banner.paidOff.${kind}.${debt.type}`;
    case 'Overdue':
      return 'banner.overdue';
    case 'Due Soon':
      return 'banner.dueSoon';
    case 'On Track':
      return `banner.onTrack.${kind}`;
  }
}
