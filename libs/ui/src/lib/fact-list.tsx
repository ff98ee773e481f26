import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/**
 * Facts as rows of label and value: the label muted on the left, the value bold on the right, wrapping when
 * narrow. $dense (cards): tighter rows whose values never break.
 */
export const FactList = styled.dl<{ $dense?: boolean }>`
  display: grid;
  gap: ${({ $dense }) => ($dense ? '0.35rem' : '0.6rem')};
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ $dense }) => ($dense ? '0 1rem' : '0.25rem 1rem')};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    ${({ $dense }) => $dense && 'white-space: nowrap;'}
  }
`;

/** One row of a FactList. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
