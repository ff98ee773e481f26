import styled from 'styled-components';

/**
 * Fields side by side, each column at least `$min` wide (14rem unless told), as many as fit; one
 * full-width column on a screen narrower than that. Each field keeps its own height, so a hint or
 * an error under one does not stretch the others.
 */
export const FieldGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '14rem'}), 1fr));
  align-items: start;
`;
