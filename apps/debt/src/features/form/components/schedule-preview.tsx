import { formatPeso, generateDebtSchedule, type DebtFormInput, type DebtPayment } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useDebtText, type DebtText } from '../../../i18n/debt-text';
import { strongText } from '../../../i18n/strong-text';

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

function amountsText(text: DebtText, schedule: readonly DebtPayment[]): string {
  const first = schedule[0].amount;
  const rest = schedule[schedule.length - 1].amount;
  if (first === rest) return text('preview.each', { amount: formatPeso(first) });
  // splitMoney puts the remainder centavos on the first payments.
  const larger = schedule.filter((p) => p.amount === first).length;
  return text('preview.firstThenRest', { count: larger, first: formatPeso(first), rest: formatPeso(rest) });
}

/** 'One payment of ₱1,000.00 due Mar 4, 2026' or '3 monthly payments from ... to ...: ...'. */
export function SchedulePreview({ input }: { input: DebtFormInput }) {
  const schedule = previewSchedule(input);
  const dates = useDates();
  const text = useDebtText();
  if (!schedule || schedule.length === 0) return null;
  if (schedule.length === 1) {
    return (
      <Box>
        {strongText(
          text('preview.single', { amount: formatPeso(schedule[0].amount), date: dates.date(schedule[0].dueDate) }),
        )}
      </Box>
    );
  }
  return (
    <Box>
      {strongText(
        // Monthly unless chosen, as generateDebtSchedule does.
        text(`preview.${input.frequency ?? 'monthly'}`, {
          count: schedule.length,
          from: dates.date(schedule[0].dueDate),
          to: dates.date(schedule[schedule.length - 1].dueDate),
          amounts: amountsText(text, schedule),
        }),
      )}
    </Box>
  );
}
