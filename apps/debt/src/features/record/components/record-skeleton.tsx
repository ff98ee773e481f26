import { Skeleton, SkeletonBlock, SkeletonCard } from '@pitaka/ui';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

/** The detail and edit pages while their debt loads. */
export function DebtSkeleton() {
  const text = useDebtText();
  return (
    <Skeleton label={text('record.loading')}>
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
