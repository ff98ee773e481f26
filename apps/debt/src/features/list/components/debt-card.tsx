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
import { CardLink, Fact, FactList, LinkCard, ProgressBar, SkeletonText, StatusBannerSkeleton, theme } from '@pitaka/ui';
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
      <FactList $dense>
        {!compact && <Fact term="Total">{formatPeso(debt.totalAmount)}</Fact>}
        <Fact term="Remaining">{formatPeso(debtRemainingAmount(debt))}</Fact>
        <Fact term="Next Due">{formatDate(next?.payment.dueDate)}</Fact>
      </FactList>
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
      <FactList $dense>
        {['Remaining', 'Next Due'].map((row) => (
          <Fact key={row} term={<SkeletonText $width="5rem" />}>
            <SkeletonText $width="6rem" />
          </Fact>
        ))}
      </FactList>
      <Foot>
        <StatusBannerSkeleton />
      </Foot>
    </LinkCard>
  );
}
