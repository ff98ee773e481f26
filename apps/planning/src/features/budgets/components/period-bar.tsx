import type { PeriodKind } from '@pitaka/domain';
import { Button, SegmentedChoice, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.25rem;
`;

const Steps = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  h2 {
    margin: 0;
    min-width: 11rem;
    text-align: center;
    font-size: 1.1rem;
  }
  p {
    margin: 0.1rem 0 0;
    text-align: center;
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
`;

export interface PeriodBarProps {
  kind: PeriodKind;
  /** The period in words, e.g. 'Nov 16–30, 2026'. */
  label: string;
  daysLeft: string;
  onKind: (kind: PeriodKind) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Which period the budget is for: by kinsena or month, and the one before or after. */
export function PeriodBar({ kind, label, daysLeft, onKind, onPrevious, onNext }: PeriodBarProps) {
  const text = usePlanningText();
  return (
    <Bar>
      <SegmentedChoice
        legend={text('budgets.kind')}
        options={[
          { value: 'kinsena', label: text('budgets.kind.kinsena') },
          { value: 'month', label: text('budgets.kind.month') },
        ]}
        value={kind}
        onChange={onKind}
      />
      <Steps>
        <Button type="button" $variant="secondary" onClick={onPrevious} aria-label={text('budgets.previous')}>
          ‹
        </Button>
        <div>
          <h2>{label}</h2>
          <p>{daysLeft}</p>
        </div>
        <Button type="button" $variant="secondary" onClick={onNext} aria-label={text('budgets.next')}>
          ›
        </Button>
      </Steps>
    </Bar>
  );
}
