import { useId, type ComponentType } from 'react';
import styled, { css } from 'styled-components';
import { choiceFieldset, type ExclusiveChoiceProps } from './choice-input';
import { FieldHint } from './form-field';
import { theme } from './theme';
import { visuallyHiddenStyles } from './visually-hidden';

const Group = styled.fieldset<{ $compact: boolean }>`
  ${choiceFieldset}
  gap: 0.5rem;
  ${({ $compact }) =>
    $compact &&
    css`
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: 0.35rem 0.75rem;
      legend {
        font-weight: 500;
        font-size: 0.85rem;
        color: ${theme.colors.textMuted};
      }
    `}
`;

/** Equal segments, each as wide as the widest label needs (compact: no wider). */
const Segments = styled.div<{ $compact: boolean }>`
  display: ${({ $compact }) => ($compact ? 'inline-grid' : 'grid')};
  grid-auto-flow: column;
  /* Equal segments that may shrink below their words (which then wrap) on a narrow screen. */
  grid-auto-columns: minmax(0, 1fr);
  max-width: min(26rem, 100%);
  padding: 0.2rem;
  gap: 0.2rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
`;

const Segment = styled.label<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 0;
  text-align: center;
  line-height: 1.2;
  min-height: ${({ $compact }) => ($compact ? '2.25rem' : '2.75rem')};
  padding: 0 0.7rem;
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  font-size: ${({ $compact }) => ($compact ? '0.85rem' : '0.925rem')};
  font-weight: 600;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  input {
    ${visuallyHiddenStyles}
  }
  svg {
    flex-shrink: 0;
  }
  &:hover {
    color: ${theme.colors.text};
  }
  &:has(input:checked) {
    border-color: ${theme.colors.primaryBorder};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryStrong};
  }
  /* On a phone, a full-size segment puts its icon above its words, so long words still fit. */
  @media (max-width: ${theme.breakpoints.phone}) {
    ${({ $compact }) =>
      !$compact &&
      css`
        flex-direction: column;
        gap: 0.2rem;
        padding: 0.35rem 0.4rem;
      `}
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: ComponentType<{ size?: number }>;
}

export interface SegmentedChoiceProps<T extends string> extends ExclusiveChoiceProps<T, SegmentedOption<T>> {
  /** Smaller, the legend beside the options: for a corner of a screen (the sign-in screens). */
  compact?: boolean;
}

/** A few exclusive choices as one radio group that looks like a segmented switch. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  compact = false,
  hint,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  const iconSize = compact ? 15 : 17;
  return (
    <Group $compact={compact} aria-describedby={hintId}>
      <legend>{legend}</legend>
      <Segments $compact={compact}>
        {options.map(({ value: option, label, icon: Icon }) => (
          <Segment key={option} $compact={compact}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {Icon && <Icon size={iconSize} />}
            {label}
          </Segment>
        ))}
      </Segments>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Group>
  );
}
