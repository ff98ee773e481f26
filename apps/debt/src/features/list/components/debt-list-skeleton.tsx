import { CardGrid, ListSectionSkeleton, Skeleton, SkeletonBlock, SkeletonCard } from '@pitaka/ui';
import { useDebtText } from '../../../i18n/debt-text';
import { DEBT_CARD_MIN } from './debt-section';

function CardShape() {
  return (
    <SkeletonCard>
      <SkeletonBlock $width="60%" $height="1.25rem" />
      <SkeletonBlock $width="40%" />
      <SkeletonBlock $height="2.5rem" />
      <SkeletonBlock $height="2.25rem" />
    </SkeletonCard>
  );
}

/** /debt while the debts load: both sections' shapes. */
export function DebtListSkeleton() {
  const text = useDebtText();
  return (
    <Skeleton label={text('list.loading')}>
      {[0, 1].map((section) => (
        <ListSectionSkeleton key={section} headingWidth="12rem">
          <CardGrid $min={DEBT_CARD_MIN}>
            <CardShape />
            <CardShape />
          </CardGrid>
        </ListSectionSkeleton>
      ))}
    </Skeleton>
  );
}
