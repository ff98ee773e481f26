import { Card, theme } from '@pitaka/ui';
import styled from 'styled-components';
import type { PerWidth } from '../layout/dashboard-layout';

/** Where the dashboard grid widens from two columns to six (three compact widgets a row). */
const WIDE = '1200px';

const tablet = `@media (min-width: ${theme.breakpoints.mobile})`;
const wide = `@media (min-width: ${WIDE})`;

/** The dashboard grid: 1 column on phones, 2 on tablets, 6 from 1200px. */
export const WidgetGrid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${wide} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

/** One widget's cell, spanning the columns the layout gave it; the widget fills its height. */
export const WidgetSlot = styled.div<{ $span: PerWidth }>`
  min-width: 0;
  display: flex;
  flex-direction: column;
  > * {
    flex: 1;
  }
  ${tablet} {
    grid-column: span ${({ $span }) => $span[1]};
  }
  ${wide} {
    grid-column: span ${({ $span }) => $span[2]};
  }
`;

/** A card as tall as the widget it stands for will be, at each width. */
export const ReservedCard = styled(Card)<{ $reserve: PerWidth }>`
  min-height: ${({ $reserve }) => $reserve[0]}rem;
  ${tablet} {
    min-height: ${({ $reserve }) => $reserve[1]}rem;
  }
  ${wide} {
    min-height: ${({ $reserve }) => $reserve[2]}rem;
  }
`;
