import type { WeeklyPaymentStatus } from '@pitaka/domain';
import { CheckCircleIcon, CircleIcon, ClockIcon, StatusPill, type PillTone } from '@pitaka/ui';

const looks = {
  paid: { tone: 'success', Icon: CheckCircleIcon },
  dueSoon: { tone: 'attention', Icon: ClockIcon },
  unpaid: { tone: 'neutral', Icon: CircleIcon },
} as const satisfies Record<WeeklyPaymentStatus['kind'], { tone: PillTone; Icon: typeof CircleIcon }>;

/** 'Paid', 'Paid from {account}', 'Due Soon' or 'Unpaid', in words, colour and icon. */
export function PaymentStatus({ status }: { status: WeeklyPaymentStatus }) {
  const { tone, Icon } = looks[status.kind];
  return (
    <StatusPill tone={tone} icon={<Icon size={14} />} wrap data-status={status.kind}>
      {status.label}
    </StatusPill>
  );
}
