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
import {
  CardHeading,
  CardLink,
  Fact,
  FactList,
  LinkCard,
  ProgressBar,
  SkeletonText,
  StatusBannerSkeleton,
} from '@pitaka/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DebtStatusBanner } from '../../../kit/debt-status';

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
      <CardHeading
        id={titleId}
        title={
          <CardLink as={Link} to={`/debt/${encodeURIComponent(debt.id)}`}>
            {debt.name}
          </CardLink>
        }
        subtitle={labels.counterpartyLine(debt.counterpartyName)}
      />
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

/** The compact card's shape while debts load: its own boxes and line heights, holding placeholders. */
export function DebtCardSkeleton() {
  return (
    <LinkCard as="div">
      <CardHeading as="div" title={<SkeletonText $width="55%" />} subtitle={<SkeletonText $width="35%" />} />
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
