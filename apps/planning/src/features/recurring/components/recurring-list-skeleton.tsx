import { CardGrid, ListSectionSkeleton, Skeleton, SkeletonBlock, SkeletonCard } from '@pitaka/ui';
import { usePlanningText } from '../../../i18n/planning-text';
import { RECURRING_CARD_MIN } from './recurring-section';

/** /recurring while the items load: a section of card shapes. */
export function RecurringListSkeleton() {
  const text = usePlanningText();
  return (
    <Skeleton label={text('recurring.loadingItems')}>
      <ListSectionSkeleton headingWidth="8rem">
        <CardGrid $min={RECURRING_CARD_MIN}>
          {[0, 1].map((card) => (
            <SkeletonCard key={card}>
              <SkeletonBlock $width="55%" $height="1.25rem" />
              <SkeletonBlock $height="4.5rem" />
              <SkeletonBlock $width="70%" $height="2.75rem" />
            </SkeletonCard>
          ))}
        </CardGrid>
      </ListSectionSkeleton>
    </Skeleton>
  );
}
