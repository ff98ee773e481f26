import { categoryName, formatMoney, negateMoney, type BudgetLine, type CurrencyCode } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { ProgressBar, SectionCard, StatusPill, theme } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Line = styled.li`
  display: grid;
  gap: 0.35rem;
`;

const Figures = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
  }
`;

const Total = styled.p`
  margin: 0;
  padding-top: 0.75rem;
  border-top: 1px solid ${theme.colors.border};
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-weight: 600;
`;

export interface BudgetLinesProps {
  title: string;
  aside?: ReactNode;
  lines: readonly BudgetLine[];
  totals: Pick<BudgetLine, 'available' | 'spent' | 'left'>;
  currency: CurrencyCode;
}

/** Each category: spent of what it has (its budget and what carried over), what is left a day, or by how much it is over. */
export function BudgetLines({ title, aside, lines, totals, currency }: BudgetLinesProps) {
  const text = usePlanningText();
  const say = useMessageText();
  const money = (amount: BudgetLine['spent']) => formatMoney(amount, currency);
  return (
    <SectionCard title={title} aside={aside}>
      <Lines aria-label={title}>
        {lines.map((line) => {
          const name = say(categoryName(line.category));
          const spentOf = text('budgets.spentOf', { spent: money(line.spent), available: money(line.available) });
          return (
            <Line key={line.category} data-over={line.over || undefined}>
              <ProgressBar
                label={name}
                value={Math.max(0, line.spent)}
                max={Math.max(1, line.available)}
                valueText={spentOf}
              />
              <Figures>
                <span>{spentOf}</span>
                {line.over ? (
                  <StatusPill tone="danger">
                    {text('budgets.over', { amount: money(negateMoney(line.left)) })}
                  </StatusPill>
                ) : (
                  <span>
                    <strong>{text('budgets.left', { amount: money(line.left) })}</strong> ·{' '}
                    {text('budgets.perDay', { amount: money(line.perDay) })}
                  </span>
                )}
              </Figures>
              {line.carried !== 0 && (
                <Figures>
                  {line.carried > 0
                    ? text('budgets.carried', { amount: money(line.carried) })
                    : text('budgets.carriedDebt', { amount: money(negateMoney(line.carried)) })}
                </Figures>
              )}
            </Line>
          );
        })}
      </Lines>
      <Total>
        <span>{text('budgets.total')}</span>
        <span>{text('budgets.spentOf', { spent: money(totals.spent), available: money(totals.available) })}</span>
      </Total>
    </SectionCard>
  );
}
