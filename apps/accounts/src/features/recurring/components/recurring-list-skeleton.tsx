import { Card, Skeleton, SkeletonBlock } from '@pitaka/ui';
import styled from 'styled-components';
import { CardGrid } from './recurring-section';

const Stack = styled.div`
  display: grid;
  gap: 0.85rem;
`;

/** /recurring while the items load: a section of card shapes. */
export function RecurringListSkeleton() {
  return (
    <Skeleton label="Loading recurring items">
      <Stack>
        <SkeletonBlock $width="8rem" $height="1.5rem" />
        <CardGrid>
          {[0, 1].map((card) => (
            <Card key={card}>
              <Stack>
                <SkeletonBlock $width="55%" $height="1.25rem" />
                <SkeletonBlock $height="4.5rem" />
                <SkeletonBlock $width="70%" $height="2.75rem" />
              </Stack>
            </Card>
          ))}
        </CardGrid>
      </Stack>
    </Skeleton>
  );
}
