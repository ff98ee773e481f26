import type { WeeklyPaymentStatus } from '@pitaka/domain';
import { CheckCircleIcon, CircleIcon, ClockIcon, theme } from '@pitaka/ui';
import styled from 'styled-components';

const looks = {
  paid: { bg: theme.colors.successSoft, fg: theme.colors.success, Icon: CheckCircleIcon },
  dueSoon: { bg: '#fde68a', fg: '#78350f', Icon: ClockIcon },
  unpaid: { bg: '#f3f4f6', fg: theme.colors.textMuted, Icon: CircleIcon },
} as const;

const Pill = styled.span<{ $kind: WeeklyPaymentStatus['kind'] }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${({ $kind }) => looks[$kind].bg};
  color: ${({ $kind }) => looks[$kind].fg};
  font-size: 0.85rem;
  font-weight: 600;
  overflow-wrap: break-word;
  svg {
    flex-shrink: 0;
  }
`;

/** 'Paid', 'Paid from {account}', 'Due Soon' or 'Unpaid', in words, colour and icon. */
export function PaymentStatus({ status }: { status: WeeklyPaymentStatus }) {
  const { Icon } = looks[status.kind];
  return (
    <Pill $kind={status.kind} data-status={status.kind}>
      <Icon size={14} />
      {status.label}
    </Pill>
  );
}
