import { Card, Page, Skeleton, SkeletonBlock } from '@pitaka/ui';
import styled from 'styled-components';

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

/** The edit form's shape while the paluwagan loads. */
export function FormSkeleton() {
  return (
    <Page>
      <Skeleton label="Loading paluwagan">
        <SkeletonBlock $width="12rem" $height="1rem" />
        <SkeletonBlock $width="16rem" $height="2rem" />
        <Card>
          <Fields>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i}>
                <SkeletonBlock $width="40%" $height="0.9rem" />
                <SkeletonBlock $height="2.75rem" style={{ marginTop: '0.5rem' }} />
              </div>
            ))}
          </Fields>
        </Card>
        <SkeletonBlock $height="12rem" $radius="10px" />
      </Skeleton>
    </Page>
  );
}
