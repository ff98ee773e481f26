import {
  dueSoonDebtPayments,
  formatPeso,
  overdueDebtPayments,
  type Debt,
  type IndexedDebtPayment,
} from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { AlertIcon, Card, ClockIcon, theme } from '@pitaka/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';
import { usePaymentWords } from './payment-words';

const Box = styled(Card)`
  display: grid;
  gap: 0.85rem;
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const TONES = {
  overdue: { bg: theme.colors.dangerSoft, border: theme.colors.dangerBorder, fg: theme.colors.dangerStrong },
  dueSoon: { bg: theme.colors.warningSoft, border: theme.colors.warningBorder, fg: theme.colors.warning },
};

const Block = styled.div<{ $tone: keyof typeof TONES }>`
  padding: 0.75rem 0.9rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
  background: ${({ $tone }) => TONES[$tone].bg};
  color: ${({ $tone }) => TONES[$tone].fg};
  h3 {
    display: flex;
    align-items: center;
    gap: 0.45rem;
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.25rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 0.75rem;
    font-variant-numeric: tabular-nums;
  }
`;

// A long-overdue weekly debt could list hundreds: the table has them all.
const SHOWN = 5;

function PaymentBlock({
  tone,
  icon,
  title,
  payments,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  payments: readonly IndexedDebtPayment[];
}) {
  const more = payments.length - SHOWN;
  const dates = useDates();
  const text = useDebtText();
  const { paymentLabel } = usePaymentWords();
  return (
    <Block $tone={tone}>
      <h3>
        {icon}
        {title} ({payments.length})
      </h3>
      <ul>
        {payments.slice(0, SHOWN).map(({ index, payment }) => (
          <li key={index}>
            <span>
              {paymentLabel(index)} · {formatPeso(payment.amount)}
            </span>
            <span>{text('attention.due', { date: dates.date(payment.dueDate) })}</span>
          </li>
        ))}
        {more > 0 && <li>{text('attention.more', { count: more })}</li>}
      </ul>
    </Block>
  );
}

/** 'Attention Needed': unpaid payments overdue, and those due within 7 days; nothing when none. */
export function AttentionNeeded({ debt, today }: { debt: Debt; today: Date }) {
  const headingId = useId();
  const text = useDebtText();
  const overdue = overdueDebtPayments(debt, today);
  const dueSoon = dueSoonDebtPayments(debt, today);
  if (overdue.length === 0 && dueSoon.length === 0) return null;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{text('attention.title')}</h2>
      {overdue.length > 0 && (
        <PaymentBlock
          tone="overdue"
          icon={<AlertIcon size={18} />}
          title={text('attention.overdue')}
          payments={overdue}
        />
      )}
      {dueSoon.length > 0 && (
        <PaymentBlock
          tone="dueSoon"
          icon={<ClockIcon size={18} />}
          title={text('attention.dueSoon')}
          payments={dueSoon}
        />
      )}
    </Box>
  );
}
