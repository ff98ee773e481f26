import { debtTypeLabels, type Debt, type DebtType } from '@pitaka/domain';
import { Card, DebtIcon, EmptyState, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { DebtCard } from './debt-card';

const Section = styled.section`
  display: grid;
  gap: 0.85rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;

const Count = styled.span`
  margin-left: 0.5rem;
  color: ${theme.colors.textMuted};
  font-size: 0.95rem;
  font-weight: 600;
`;

/** 'Money You Owe' or 'Money Owed to You': the cards, or the section's empty text. */
export function DebtSection({ type, debts, today }: { type: DebtType; debts: readonly Debt[]; today: Date }) {
  const headingId = useId();
  const labels = debtTypeLabels(type);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {labels.section}
        {debts.length > 0 && <Count>({debts.length})</Count>}
      </h2>
      {debts.length === 0 ? (
        <Card>
          <EmptyState title={labels.emptyTitle} text={labels.emptyText} icon={<DebtIcon />} />
        </Card>
      ) : (
        <CardGrid>
          {debts.map((debt) => (
            <DebtCard key={debt.id} debt={debt} today={today} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
