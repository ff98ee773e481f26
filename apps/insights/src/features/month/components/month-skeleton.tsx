import { Skeleton, SkeletonText } from '@pitaka/ui';
import { Tile, Tiles } from './month-totals';

/** The month's totals while its summaries load: the tiles' own frames, so nothing moves. */
export function MonthSkeleton() {
  return (
    <Skeleton label="Loading the month">
      <Tiles as="div">
        {['Income', 'Expense', 'Net'].map((name) => (
          <Tile key={name}>
            <SkeletonText $width="4rem" />
            <SkeletonText $width="8rem" />
          </Tile>
        ))}
      </Tiles>
    </Skeleton>
  );
}
