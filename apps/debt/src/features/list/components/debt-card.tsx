import {
  debtNextDue,
  debtProgress,
  debtRemainingAmount,
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
import { useDates } from '@pitaka/remote-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';
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
  const text = useDebtText();
  const next = debtNextDue(debt);
  const progress = !compact && showsDebtProgress(debt);
  const dates = useDates();
  return (
    <LinkCard aria-labelledby={titleId}>
      <CardHeading
        id={titleId}
        title={
          <CardLink as={Link} to={`/debt/${encodeURIComponent(debt.id)}`}>
            {debt.name}
          </CardLink>
        }
        subtitle={text(`${debt.type}.counterpartyLine`, { name: debt.counterpartyName })}
      />
      <FactList $dense>
        {!compact && <Fact term={text('card.total')}>{formatPeso(debt.totalAmount)}</Fact>}
        <Fact term={text('card.remaining')}>{formatPeso(debtRemainingAmount(debt))}</Fact>
        <Fact term={text('card.nextDue')}>{dates.date(next?.payment.dueDate)}</Fact>
      </FactList>
      {progress && (
        <ProgressBar
          label={text('card.paid')}
          value={debtProgress(debt)}
          valueText={text('card.paidOfTotal', {
            paid: formatPeso(debtPaidAmount(debt)),
            total: formatPeso(debt.totalAmount),
          })}
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
        {['remaining', 'nextDue'].map((row) => (
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
