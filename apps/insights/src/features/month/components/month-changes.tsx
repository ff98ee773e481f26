import { changeText, monthName, type CategoryChange, type MonthFigures } from '@pitaka/domain';
import { theme } from '@pitaka/ui';
import styled from 'styled-components';

const Box = styled.div`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    color: ${theme.colors.text};
  }
  ul {
    display: grid;
    gap: 0.35rem;
    margin: 0;
    padding-left: 1.1rem;
  }
`;

/** Categories compared by name, after the totals: the largest this month. */
const CATEGORIES_COMPARED = 5;

export interface MonthChangesProps {
  current: MonthFigures;
  previous: MonthFigures;
  changes: readonly CategoryChange[];
}

/** The month against the one before, in words: 'Food: ₱4,200.00, up ₱1,200.00 (+40%) from October'. */
export function MonthChanges({ current, previous, changes }: MonthChangesProps) {
  const before = previous.month;
  const lines = [
    changeText('Income', current.income, previous.income, before),
    changeText('Expense', current.expense, previous.expense, before),
    changeText('Net', current.net, previous.net, before),
    ...changes
      .slice(0, CATEGORIES_COMPARED)
      .map((change) => changeText(change.category, change.amount, change.previous, before)),
  ];
  return (
    <Box>
      <h3>Compared with {monthName(before)}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Box>
  );
}
