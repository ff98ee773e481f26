import { FactList, Skeleton, SkeletonText } from '@pitaka/ui';
import { Body, Categories, TOP_CATEGORIES } from './this-month-figures';

const FIGURES = ['Income', 'Expense', 'Net'];

/**
 * The figures' own elements (rows, list items, text lines) with placeholders in their lines, so
 * the block keeps its height when the data arrives.
 */
export function ThisMonthSkeleton() {
  return (
    <Skeleton label="Loading this month">
      <Body>
        <FactList>
          {FIGURES.map((term) => (
            <div key={term}>
              <dt>
                <SkeletonText $width="4rem" />
              </dt>
              <dd>
                <SkeletonText $width="6rem" />
              </dd>
            </div>
          ))}
        </FactList>
        <div>
          <h3>
            <SkeletonText $width="8rem" />
          </h3>
          <Categories>
            {Array.from({ length: TOP_CATEGORIES }, (_, i) => (
              <li key={i}>
                <span>
                  <SkeletonText $width="5rem" />
                </span>
                <span>
                  <SkeletonText $width="7rem" />
                </span>
              </li>
            ))}
          </Categories>
        </div>
      </Body>
    </Skeleton>
  );
}
