import type { DebtPaymentStatusKind } from '@pitaka/domain';
import { StatusPill, theme, type PillTone } from '@pitaka/ui';
import styled from 'styled-components';

const TONES: Record<DebtPaymentStatusKind, PillTone> = {
  paid: 'success',
  overdue: 'danger',
  // Darker than the highlighted row behind it.
  dueSoon: 'attention',
  upcoming: 'neutral',
};

// Inline blocks, so the cell's own text alignment places them (left in the table, right on cards).
const Wrap = styled.span`
  display: inline-block;
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
      <StatusPill tone={TONES[kind]} data-status={kind}>
        {label}
      </StatusPill>
      {detail && <Detail>{detail}</Detail>}
    </Wrap>
  );
}
