import { paidFrom as paidFromMessage, type WeeklyPaymentStatus } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { CheckCircleIcon, CircleIcon, ClockIcon, StatusPill, type PillTone } from '@pitaka/ui';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

const looks = {
  paid: { tone: 'success', Icon: CheckCircleIcon },
  dueSoon: { tone: 'attention', Icon: ClockIcon },
  unpaid: { tone: 'neutral', Icon: CircleIcon },
} as const satisfies Record<WeeklyPaymentStatus['kind'], { tone: PillTone; Icon: typeof CircleIcon }>;

/** 'Paid', 'Paid from {account}', 'Due Soon' or 'Unpaid', in words, colour and icon. */
export function PaymentStatus({ status, paidFrom }: { status: WeeklyPaymentStatus; paidFrom: string | null }) {
  const text = usePaluwaganText();
  const say = useMessageText();
  const { tone, Icon } = looks[status.kind];
  const label = status.kind === 'paid' && paidFrom ? say(paidFromMessage(paidFrom)) : text(`status.${status.kind}`);
  return (
    <StatusPill tone={tone} icon={<Icon size={14} />} wrap data-status={status.kind}>
      {label}
    </StatusPill>
  );
}
