import { Card, Page, Skeleton, SkeletonBlock } from '@pitaka/ui';
import styled from 'styled-components';

const Blocks = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

/** The detail screen's shape while it loads. */
export function DetailSkeleton() {
  return (
    <Page>
      <Skeleton label="Loading paluwagan details">
        <SkeletonBlock $width="10rem" $height="1rem" />
        <SkeletonBlock $width="18rem" $height="2rem" />
        <SkeletonBlock $width="14rem" $height="1rem" />
        <Blocks>
          {Array.from({ length: 4 }, (_, i) => (
            <Card key={i}>
              <SkeletonBlock $width="50%" $height="1.1rem" />
              <SkeletonBlock $height="0.6rem" $radius="999px" style={{ marginTop: '1rem' }} />
              <SkeletonBlock $width="70%" style={{ marginTop: '0.75rem' }} />
            </Card>
          ))}
        </Blocks>
        <Card>
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} $height="2.25rem" style={{ marginTop: i ? '0.5rem' : 0 }} />
          ))}
        </Card>
      </Skeleton>
    </Page>
  );
}
