import { formatMoney, type MonthFigures } from '@pitaka/domain';
import { Fact, FactList, MoneyText, theme } from '@pitaka/ui';
import styled from 'styled-components';

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

/** Income, expense and net of the month, and where most of it went. */
export function ThisMonthFigures({ figures }: { figures: MonthFigures }) {
  const top = figures.spending.slice(0, TOP_CATEGORIES);
  return (
    <Body>
      <FactList>
        <Fact term="Income">
          <MoneyText amount={figures.income} format={formatMoney} signed />
        </Fact>
        <Fact term="Expense">
          <MoneyText amount={figures.expense} format={formatMoney} kind={figures.expense > 0 ? 'expense' : undefined} />
        </Fact>
        <Fact term="Net">
          <MoneyText amount={figures.net} format={formatMoney} signed />
        </Fact>
      </FactList>
      <div>
        <h3>Top categories</h3>
        {top.length === 0 ? (
          <Nothing>No spending yet this month.</Nothing>
        ) : (
          <Categories>
            {top.map((row) => (
              <li key={row.category}>
                <span>{row.category}</span>
                <span>
                  {formatMoney(row.amount)} <Share>· {row.percent}%</Share>
                </span>
              </li>
            ))}
          </Categories>
        )}
      </div>
    </Body>
  );
}
