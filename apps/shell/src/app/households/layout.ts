// The households pages' shape: a narrow page, its lists, and a row of a list (its name first, its
// controls to the right, wrapping under it on a phone).
import { Card, Page, theme } from '@pitaka/ui';
import styled from 'styled-components';

export const NarrowPage = styled(Page)`
  max-width: 44rem;
`;

export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const RecordRow = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  > h3,
  > span {
    margin: 0;
    min-width: 0;
    font-size: 1rem;
    font-weight: 600;
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-left: auto;
  }
`;
