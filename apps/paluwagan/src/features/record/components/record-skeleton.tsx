import { Card, Page, Skeleton, SkeletonBlock } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const Blocks = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

interface PageSkeletonProps {
  label: string;
  /** The widths of the back link's and the title's shapes, as wide as their words. */
  back: string;
  title: string;
  children: ReactNode;
}

/** A paluwagan page while it loads: its back link's and title's shapes, then the page's own. */
function PageSkeleton({ label, back, title, children }: PageSkeletonProps) {
  return (
    <Page>
      <Skeleton label={label}>
        <SkeletonBlock $width={back} $height="1rem" />
        <SkeletonBlock $width={title} $height="2rem" />
        {children}
      </Skeleton>
    </Page>
  );
}

/** The edit form's shape while the paluwagan loads. */
export function FormSkeleton() {
  const text = usePaluwaganText();
  return (
    <PageSkeleton label={text('record.loadingForm')} back="12rem" title="16rem">
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
    </PageSkeleton>
  );
}

/** The detail screen's shape while it loads. */
export function DetailSkeleton() {
  const text = usePaluwaganText();
  return (
    <PageSkeleton label={text('record.loadingDetail')} back="10rem" title="18rem">
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
    </PageSkeleton>
  );
}
