import { SectionNote, SelectField, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';
import type { PayoutGoalRow } from '../use-payout-goals';

const Block = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.divider};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export interface PayoutGoalsProps {
  rows: readonly PayoutGoalRow[];
  goals: readonly { id: string; name: string }[];
  /** The number being saved: its choice waits. */
  saving: number | null;
  readOnly: boolean;
  onChoose: (number: number, goalId: string) => void;
}

/** Each received payout's goal: a choice for an editor, the goal's name for a viewer. */
export function PayoutGoals({ rows, goals, saving, readOnly, onChoose }: PayoutGoalsProps) {
  const text = usePaluwaganText();
  if (rows.length === 0 || goals.length === 0) return null;
  const options = [
    { value: '', label: text('payouts.goal.none') },
    ...goals.map((g) => ({ value: g.id, label: g.name })),
  ];
  const nameOf = (id: string) => goals.find((g) => g.id === id)?.name;
  return (
    <Block>
      <h3>{text('payouts.goal.title')}</h3>
      <SectionNote>{text('payouts.goal.note')}</SectionNote>
      {rows.map((row) =>
        readOnly ? (
          <p key={row.number}>
            {text('payouts.number', { number: row.number })}: {nameOf(row.goalId) ?? text('payouts.goal.none')}
          </p>
        ) : (
          <SelectField
            key={row.number}
            id={`payout-goal-${row.number}`}
            label={text('payouts.goal.for', { number: row.number })}
            value={goals.some((g) => g.id === row.goalId) ? row.goalId : ''}
            options={options}
            disabled={saving !== null}
            onChange={(goalId) => onChoose(row.number, goalId)}
          />
        ),
      )}
    </Block>
  );
}
