import type { Debt, DebtType } from '@pitaka/domain';
import { Card, CardGrid, DebtIcon, EmptyState, ListSection, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';
import { DebtCard } from './debt-card';

/** The cards' narrowest width, here and in the list's placeholder. */
export const DEBT_CARD_MIN = '17rem';

const Count = styled.span`
  margin-left: 0.5rem;
  color: ${theme.colors.textMuted};
  font-size: 0.95rem;
  font-weight: 600;
`;

/** 'Money You Owe' or 'Money Owed to You': the cards, or the section's empty text. */
export function DebtSection({ type, debts, today }: { type: DebtType; debts: readonly Debt[]; today: Date }) {
  const text = useDebtText();
  const title = (
    <>
      {text(`${type}.section`)}
      {debts.length > 0 && <Count>({debts.length})</Count>}
    </>
  );
  return (
    <ListSection title={title}>
      {debts.length === 0 ? (
        <Card>
          <EmptyState title={text(`${type}.emptyTitle`)} text={text(`${type}.emptyText`)} icon={<DebtIcon />} />
        </Card>
      ) : (
        <CardGrid $min={DEBT_CARD_MIN}>
          {debts.map((debt) => (
            <DebtCard key={debt.id} debt={debt} today={today} />
          ))}
        </CardGrid>
      )}
    </ListSection>
  );
}
