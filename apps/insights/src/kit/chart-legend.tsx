import { theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useInsightsText } from '../i18n/insights-text';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${theme.colors.text};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 0.8rem;
  height: 0.8rem;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

/** A chart's series named beside their colours (HTML, so it wraps and reads like text). */
export function ChartLegend({ items }: { items: readonly { label: string; color: string }[] }) {
  const text = useInsightsText();
  return (
    <List aria-label={text('legend')}>
      {items.map((item) => (
        <li key={item.label}>
          <Swatch $color={item.color} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </List>
  );
}
