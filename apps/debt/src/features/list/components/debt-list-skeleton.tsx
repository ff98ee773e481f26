import { Card, Skeleton, SkeletonBlock } from '@pitaka/ui';
import styled from 'styled-components';
import { CardGrid } from './debt-section';

const Stack = styled.div`
  display: grid;
  gap: 0.85rem;
`;

function CardShape() {
  return (
    <Card>
      <Stack>
        <SkeletonBlock $width="60%" $height="1.25rem" />
        <SkeletonBlock $width="40%" />
        <SkeletonBlock $height="2.5rem" />
        <SkeletonBlock $height="2.25rem" />
      </Stack>
    </Card>
  );
}

/** /debt while the debts load: both sections' shapes. */
export function DebtListSkeleton() {
  return (
    <Skeleton label="Loading debts">
      {[0, 1].map((section) => (
        <Stack key={section}>
          <SkeletonBlock $width="12rem" $height="1.5rem" />
          <CardGrid>
            <CardShape />
            <CardShape />
          </CardGrid>
        </Stack>
      ))}
    </Skeleton>
  );
}
