import { categoryName, formatMoney, type MonthFigures } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Fact, FactList, theme } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';
import { MONTH_TOTALS, TotalAmount } from '../../../kit/month-totals';

/** How many categories the dashboard names. */
export const TOP_CATEGORIES = 3;

export const Body = styled.div`
  display: grid;
  gap: 1rem;
  h3 {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
    color: ${theme.colors.text};
  }
`;

export const Categories = styled.ol`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  span:last-child {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Nothing = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Share = styled.span`
  color: ${theme.colors.textMuted};
`;

/** A line of the top categories: the name, and the amount with its share (or placeholders for them). */
export function CategoryRow({ name, amount }: { name: ReactNode; amount: ReactNode }) {
  return (
    <li>
      <span>{name}</span>
      <span>{amount}</span>
    </li>
  );
}

/** Income, expense and net of the month, and where most of it went. */
export function ThisMonthFigures({ figures }: { figures: MonthFigures }) {
  const text = useInsightsText();
  const say = useMessageText();
  const top = figures.spending.slice(0, TOP_CATEGORIES);
  return (
    <Body>
      <FactList>
        {MONTH_TOTALS.map((key) => (
          <Fact key={key} term={text(key)}>
            <TotalAmount figures={figures} total={key} />
          </Fact>
        ))}
      </FactList>
      <div>
        <h3>{text('tm.top')}</h3>
        {top.length === 0 ? (
          <Nothing>{text('tm.none')}</Nothing>
        ) : (
          <Categories>
            {top.map((row) => (
              <CategoryRow
                key={row.category}
                name={say(categoryName(row.category))}
                amount={
                  <>
                    {formatMoney(row.amount)} <Share>· {row.percent}%</Share>
                  </>
                }
              />
            ))}
          </Categories>
        )}
      </div>
    </Body>
  );
}
