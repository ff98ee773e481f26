import { Skeleton, SkeletonText } from '@pitaka/ui';
import { MONTH_TOTALS } from '../../../kit/month-totals';
import { Tile, Tiles } from './month-totals';

/** The month's totals while its summaries load: the tiles' own frames, so nothing moves. */
export function MonthSkeleton() {
  return (
    <Skeleton label="Loading the month">
      <Tiles as="div">
        {MONTH_TOTALS.map(({ key }) => (
          <Tile key={key}>
            <SkeletonText $width="4rem" />
            <SkeletonText $width="8rem" />
          </Tile>
        ))}
      </Tiles>
    </Skeleton>
  );
}
