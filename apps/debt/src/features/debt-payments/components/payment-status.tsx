import { theme } from '@pitaka/ui';
import type { DebtPaymentStatusKind } from '@pitaka/domain';
import styled from 'styled-components';

const COLORS: Record<DebtPaymentStatusKind, { bg: string; fg: string }> = {
  paid: { bg: theme.colors.successSoft, fg: theme.colors.success },
  overdue: { bg: theme.colors.dangerSoft, fg: '#991b1b' },
  // Darker than the highlighted row behind it.
  dueSoon: { bg: '#fde68a', fg: '#78350f' },
  upcoming: { bg: '#eef2f1', fg: theme.colors.textMuted },
};

// Inline blocks, so the cell's own text alignment places them (left in the table, right on cards).
const Wrap = styled.span`
  display: inline-block;
`;

const Pill = styled.span<{ $kind: DebtPaymentStatusKind }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $kind }) => COLORS[$kind].bg};
  color: ${({ $kind }) => COLORS[$kind].fg};
`;

const Detail = styled.span`
  display: block;
  margin-top: 0.1rem;
  color: ${theme.colors.textMuted};
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

/** 'Paid' / 'Received' (with the account), 'Overdue', 'Due Soon' or 'Upcoming'. */
export function PaymentStatus({
  kind,
  label,
  detail,
}: {
  kind: DebtPaymentStatusKind;
  label: string;
  detail?: string;
}) {
  return (
    <Wrap>
      <Pill $kind={kind} data-status={kind}>
        {label}
      </Pill>
      {detail && <Detail>{detail}</Detail>}
    </Wrap>
  );
}
