import { formatDate, formatPeso, generateDebtSchedule, type DebtFormInput, type DebtPayment } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import styled from 'styled-components';

const Box = styled.p`
  margin: 0;
  padding: 0.75rem 0.9rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.background};
  border: 1px dashed ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  strong {
    color: ${theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

/** The schedule the form would create, or null while the form cannot make one. */
function previewSchedule(input: DebtFormInput): DebtPayment[] | null {
  if (input.totalAmount === null) return null;
  try {
    return generateDebtSchedule({
      totalAmount: input.totalAmount,
      paymentType: input.paymentType,
      dueDate: input.dueDate,
      startDate: input.startDate,
      count: input.count ?? undefined,
      frequency: input.frequency,
    });
  } catch {
    return null;
  }
}

function amountsText(schedule: readonly DebtPayment[]): string {
  const first = schedule[0].amount;
  const rest = schedule[schedule.length - 1].amount;
  if (first === rest) return `${formatPeso(first)} each`;
  // splitMoney puts the remainder centavos on the first payments.
  const larger = schedule.filter((p) => p.amount === first).length;
  return `${formatPeso(first)} for the first ${larger === 1 ? 'one' : larger}, ${formatPeso(rest)} after`;
}

/** 'One payment of ₱1,000.00 due Mar 4, 2026' or '3 monthly payments from ... to ...: ...'. */
export function SchedulePreview({ input }: { input: DebtFormInput }) {
  const schedule = previewSchedule(input);
  if (!schedule || schedule.length === 0) return null;
  if (schedule.length === 1) {
    return (
      <Box>
        One payment of <strong>{formatPeso(schedule[0].amount)}</strong> due{' '}
        <strong>{formatDate(schedule[0].dueDate)}</strong>.
      </Box>
    );
  }
  return (
    <Box>
      <strong>{schedule.length}</strong> {input.frequency} payments from{' '}
      <strong>{formatDate(schedule[0].dueDate)}</strong> to{' '}
      <strong>{formatDate(schedule[schedule.length - 1].dueDate)}</strong>: {amountsText(schedule)}.
    </Box>
  );
}
