import {
  debtNextDue,
  debtProgress,
  debtRemainingAmount,
  debtTypeLabels,
  formatDate,
  formatPeso,
  showsDebtProgress,
  debtPaidAmount,
  type Debt,
} from '@pitaka/domain';
import { CardLink, LinkCard, ProgressBar, SkeletonText, StatusBannerSkeleton, theme } from '@pitaka/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DebtStatusBanner } from '../../../kit/debt-status';

const Title = styled.div`
  h3 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.15rem 0 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The status banner sits at the bottom of cards that share a row but differ in height. */
const Foot = styled.div`
  margin-top: auto;
`;

export interface DebtCardProps {
  debt: Debt;
  today: Date;
  /** The dashboard's shorter card: no Total and no progress bar. */
  compact?: boolean;
}

/** One debt on /debt and on the dashboard; the whole card links to its detail. */
export function DebtCard({ debt, today, compact = false }: DebtCardProps) {
  const titleId = useId();
  const labels = debtTypeLabels(debt.type);
  const next = debtNextDue(debt);
  const progress = !compact && showsDebtProgress(debt);
  return (
    <LinkCard aria-labelledby={titleId}>
      <Title>
        <h3 id={titleId}>
          <CardLink as={Link} to={`/debt/${encodeURIComponent(debt.id)}`}>
            {debt.name}
          </CardLink>
        </h3>
        <p>{labels.counterpartyLine(debt.counterpartyName)}</p>
      </Title>
      <Figures>
        {!compact && (
          <div>
            <dt>Total</dt>
            <dd>{formatPeso(debt.totalAmount)}</dd>
          </div>
        )}
        <div>
          <dt>Remaining</dt>
          <dd>{formatPeso(debtRemainingAmount(debt))}</dd>
        </div>
        <div>
          <dt>Next Due</dt>
          <dd>{formatDate(next?.payment.dueDate)}</dd>
        </div>
      </Figures>
      {progress && (
        <ProgressBar
          label="Paid"
          value={debtProgress(debt)}
          valueText={`${formatPeso(debtPaidAmount(debt))} of ${formatPeso(debt.totalAmount)}`}
        />
      )}
      <Foot>
        <DebtStatusBanner debt={debt} today={today} />
      </Foot>
    </LinkCard>
  );
}

const Heading = styled.div`
  font-size: 1.05rem;
  line-height: 1.35;
`;

/** The compact card's shape while debts load: its own boxes and line heights, holding placeholders. */
export function DebtCardSkeleton() {
  return (
    <LinkCard as="div">
      <Title>
        <Heading>
          <SkeletonText $width="55%" />
        </Heading>
        <p>
          <SkeletonText $width="35%" />
        </p>
      </Title>
      <Figures>
        {['Remaining', 'Next Due'].map((row) => (
          <div key={row}>
            <dt>
              <SkeletonText $width="5rem" />
            </dt>
            <dd>
              <SkeletonText $width="6rem" />
            </dd>
          </div>
        ))}
      </Figures>
      <Foot>
        <StatusBannerSkeleton />
      </Foot>
    </LinkCard>
  );
}
