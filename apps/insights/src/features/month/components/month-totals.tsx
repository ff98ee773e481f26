import type { MonthFigures } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';
import { MONTH_TOTALS, TotalAmount } from '../../../kit/month-totals';

export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
`;

export const Tile = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.85rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.neutralSoft};
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** The month's income, expense and what was left (net). */
export function MonthTotals({ figures }: { figures: MonthFigures }) {
  const text = useInsightsText();
  return (
    <Tiles>
      {MONTH_TOTALS.map((key) => (
        <Tile key={key}>
          <dt>{text(key)}</dt>
          <dd>
            <TotalAmount figures={figures} total={key} />
          </dd>
        </Tile>
      ))}
    </Tiles>
  );
}
