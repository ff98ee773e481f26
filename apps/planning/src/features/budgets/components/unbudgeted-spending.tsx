import { categoryName, formatMoney, type Centavos, type CurrencyCode } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { SectionCard } from '@pitaka/ui';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;

/** Spending in categories the budget does not hold (most first). */
export function UnbudgetedSpending({
  rows,
  currency,
}: {
  rows: readonly { category: string; spent: Centavos }[];
  currency: CurrencyCode;
}) {
  const text = usePlanningText();
  const say = useMessageText();
  return (
    <SectionCard title={text('budgets.unbudgeted')}>
      <List aria-label={text('budgets.unbudgeted')}>
        {rows.map((row) => (
          <li key={row.category}>
            <span>{say(categoryName(row.category))}</span>
            <strong>{formatMoney(row.spent, currency)}</strong>
          </li>
        ))}
      </List>
    </SectionCard>
  );
}
