import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const Stack = styled.div<{ $gap: string }>`
  display: grid;
  gap: ${({ $gap }) => $gap};
`;

/** A card's placeholder: its shapes (SkeletonBlocks) stacked `gap` apart in a Card. */
export function SkeletonCard({ gap = '0.85rem', children }: { gap?: string; children: ReactNode }) {
  return (
    <Card>
      <Stack $gap={gap}>{children}</Stack>
    </Card>
  );
}
