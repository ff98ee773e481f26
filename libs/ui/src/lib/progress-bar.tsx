import { useId } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from './visually-hidden';

export interface ProgressBarProps {
  label: string;
  /** Progress out of `max` (e.g. weeks paid); shown as a rounded percent, 0 to 100. */
  value: number;
  max?: number;
  /** Read instead of the percent alone, e.g. 'Week 4 of 10'. */
  valueText?: string;
  /** Keep the label for screen readers only (the card around it already says what this is). */
  hideLabel?: boolean;
  /** Past a limit (a budget overspent): the bar turns the danger colour, full. */
  over?: boolean;
}

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.35rem;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  height: 0.6rem;
  border-radius: 999px;
  background: ${theme.colors.divider};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number; $over: boolean }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  border-radius: inherit;
  background: ${({ $percent, $over }) =>
    $over ? theme.colors.danger : $percent >= 100 ? theme.colors.success : theme.colors.primary};
  transition: width 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export function progressPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

/** A labelled progress bar with its percent shown. */
export function ProgressBar({ label, value, max = 100, valueText, hideLabel = false, over = false }: ProgressBarProps) {
  const labelId = useId();
  const percent = progressPercent(value, max);
  const Label = hideLabel ? VisuallyHidden : 'span';
  return (
    <div>
      <Head>
        <Label id={labelId}>{label}</Label>
        {/* Hidden from screen readers: the progressbar says it (no double reading). */}
        <strong aria-hidden="true">{percent}%</strong>
      </Head>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ? `${percent}%, ${valueText}` : `${percent}%`}
      >
        <Fill $percent={percent} $over={over} data-over={over || undefined} />
      </Track>
    </div>
  );
}
