import { FieldError, FieldHint, theme } from '@pitaka/ui';
import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  display: grid;
  gap: 0.6rem;
  legend {
    padding: 0;
    margin-bottom: 0.4rem;
    font-weight: 600;
    font-size: 0.925rem;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${theme.radius.sm};
  }
`;

// 5 columns where the form is narrow (phones), 10 where it has room: sized by the grid's own
// width, so the side navigation does not squeeze 10 columns onto a tablet.
const Frame = styled.div`
  container-type: inline-size;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.5rem;
  @container (min-width: 34rem) {
    grid-template-columns: repeat(10, minmax(0, 1fr));
  }
`;

const NumberButton = styled.button`
  min-height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color 0.1s ease;
  /* Only where a pointer hovers: on touch screens a tapped number would stay tinted. */
  @media (hover: hover) {
    &:hover:not(:disabled) {
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    }
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  strong {
    color: ${theme.colors.text};
  }
`;

// One button per number, memoised: ticking 1 of 100 re-renders that button only.
const GridNumber = memo(function GridNumber({
  n,
  pressed,
  disabled,
  onToggle,
}: {
  n: number;
  pressed: boolean;
  disabled: boolean;
  onToggle: (n: number) => void;
}) {
  return (
    <NumberButton type="button" aria-pressed={pressed} disabled={disabled} onClick={() => onToggle(n)}>
      {n}
    </NumberButton>
  );
});

export interface NumberGridProps {
  id: string;
  /** Numbers 1..total are shown. */
  total: number;
  selected: readonly number[];
  /** Keep it stable (useCallback). */
  onToggle: (n: number) => void;
  disabled?: boolean;
  error?: string;
  /** E.g. 'You hold 2 numbers: 2, 7. You pay ₱400.00 each week.' */
  summary: string;
}

/** The numbers 1..total as toggle buttons: the user picks the numbers they hold. */
export function NumberGrid({ id, total, selected, onToggle, disabled = false, error, summary }: NumberGridProps) {
  const text = usePaluwaganText();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const numbers = useMemo(() => Array.from({ length: total }, (_, i) => i + 1), [total]);
  const hintId = `${id}-hint`;
  const summaryId = `${id}-summary`;
  const errorId = `${id}-error`;
  return (
    <Fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, summaryId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend>{text('numbers.legend')}</legend>
      <FieldHint id={hintId}>{text('numbers.hint')}</FieldHint>
      {total > 0 ? (
        <Frame>
          <Grid>
            {numbers.map((n) => (
              <GridNumber key={n} n={n} pressed={chosen.has(n)} disabled={disabled} onToggle={onToggle} />
            ))}
          </Grid>
        </Frame>
      ) : (
        <Summary>{text('numbers.enterTotal')}</Summary>
      )}
      <Summary id={summaryId} aria-live="polite">
        {summary}
      </Summary>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
