import { Fact, FactList, Skeleton, SkeletonText } from '@pitaka/ui';
import { useInsightsText } from '../../../i18n/insights-text';
import { MONTH_TOTALS } from '../../../kit/month-totals';
import { Body, Categories, CategoryRow, TOP_CATEGORIES } from './this-month-figures';

/**
 * The figures' own elements (rows, list items, text lines) with placeholders in their lines, so
 * the block keeps its height when the data arrives.
 */
export function ThisMonthSkeleton() {
  const text = useInsightsText();
  return (
    <Skeleton label={text('tm.loading')}>
      <Body>
        <FactList>
          {MONTH_TOTALS.map((key) => (
            <Fact key={key} term={<SkeletonText $width="4rem" />}>
              <SkeletonText $width="6rem" />
            </Fact>
          ))}
        </FactList>
        <div>
          <h3>
            <SkeletonText $width="8rem" />
          </h3>
          <Categories>
            {Array.from({ length: TOP_CATEGORIES }, (_, i) => (
              <CategoryRow key={i} name={<SkeletonText $width="5rem" />} amount={<SkeletonText $width="7rem" />} />
            ))}
          </Categories>
        </div>
      </Body>
    </Skeleton>
  );
}
