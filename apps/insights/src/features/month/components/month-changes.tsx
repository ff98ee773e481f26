import { categoryName, monthChange, type Centavos, type CategoryChange, type MonthFigures } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useInsightsText, type InsightsText } from '../../../i18n/insights-text';
import { useFigures } from '../../../kit/figures-currency';

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

/**
 * A figure against the month before's, in words: 'Food: ₱4,200.00, up ₱1,200.00 (+40%) from
 * October'. Without a previous amount the percentage is left out; no change: 'the same as in October'.
 */
export function changeLine(
  text: InsightsText,
  money: (amount: Centavos) => string,
  label: string,
  amount: Centavos,
  previous: Centavos,
  month: string,
) {
  const { direction, size, percent } = monthChange(amount, previous);
  const sign = direction === 'up' ? '+' : '−';
  return text(`change.${direction}`, {
    label,
    amount: money(amount),
    size: money(size),
    percent: percent === null ? '' : ` (${sign}${percent}%)`,
    month,
  });
}

/** The month against the one before, in words. */
export function MonthChanges({ current, previous, changes }: MonthChangesProps) {
  const text = useInsightsText();
  const say = useMessageText();
  const dates = useDates();
  const { money } = useFigures();
  const before = dates.monthName(previous.month);
  const lines = [
    changeLine(text, money, text('income'), current.income, previous.income, before),
    changeLine(text, money, text('expense'), current.expense, previous.expense, before),
    changeLine(text, money, text('net'), current.net, previous.net, before),
    ...changes
      .slice(0, CATEGORIES_COMPARED)
      .map((change) =>
        changeLine(text, money, say(categoryName(change.category)), change.amount, change.previous, before),
      ),
  ];
  return (
    <Box>
      <h3>{text('compared', { month: before })}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Box>
  );
}
