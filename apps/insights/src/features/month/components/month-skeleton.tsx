import { Skeleton, SkeletonText } from '@pitaka/ui';
import { MONTH_TOTALS } from '../../../kit/month-totals';
import { useInsightsText } from '../../../i18n/insights-text';
import { Tile, Tiles } from './month-totals';

/** The month's totals while its summaries load: the tiles' own frames, so nothing moves. */
export function MonthSkeleton() {
  const text = useInsightsText();
  return (
    <Skeleton label={text('month.loading')}>
      <Tiles as="div">
        {MONTH_TOTALS.map((key) => (
          <Tile key={key}>
            <SkeletonText $width="4rem" />
            <SkeletonText $width="8rem" />
          </Tile>
        ))}
      </Tiles>
    </Skeleton>
  );
}
