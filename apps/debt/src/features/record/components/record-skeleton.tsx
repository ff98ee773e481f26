import { Skeleton, SkeletonBlock, SkeletonCard } from '@pitaka/ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

/** The detail and edit pages while their debt loads. */
export function DebtSkeleton() {
  return (
    <Skeleton label="Loading debt">
      <Stack>
        <SkeletonBlock $width="45%" $height="2rem" />
        <SkeletonBlock $width="30%" />
        <SkeletonCard gap="1.25rem">
          <SkeletonBlock $width="35%" $height="1.25rem" />
          <SkeletonBlock $height="2.75rem" />
          <SkeletonBlock $height="2.75rem" />
          <SkeletonBlock $height="2.75rem" />
        </SkeletonCard>
      </Stack>
    </Skeleton>
  );
}
