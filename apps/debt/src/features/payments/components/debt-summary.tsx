import {
  debtPaidAmount,
  debtProgress,
  debtRemainingAmount,
  formatPeso,
  showsDebtProgress,
  type Debt,
} from '@pitaka/domain';
import { Card, Fact, ProgressBar, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';

const Box = styled(Card)`
  display: grid;
  gap: 1rem;
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 600;
  }
  dd {
    margin: 0.15rem 0 0;
    font-size: 1.35rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** 'Debt Summary': Total Amount and Remaining Amount, and the progress of a multi-payment debt. */
export function DebtSummary({ debt }: { debt: Debt }) {
  const headingId = useId();
  const text = useDebtText();
  const paid = debt.paymentSchedule.filter((p) => p.isPaid).length;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{text('summary.title')}</h2>
      <Figures>
        <Fact term={text('summary.total')}>{formatPeso(debt.totalAmount)}</Fact>
        <Fact term={text('summary.remaining')}>{formatPeso(debtRemainingAmount(debt))}</Fact>
      </Figures>
      {showsDebtProgress(debt) && (
        <ProgressBar
          label={text(`${debt.type}.progressLabel`, { paid, count: debt.paymentSchedule.length })}
          value={debtProgress(debt)}
          valueText={text(`${debt.type}.progressValue`, {
            paid: formatPeso(debtPaidAmount(debt)),
            total: formatPeso(debt.totalAmount),
          })}
        />
      )}
    </Box>
  );
}
