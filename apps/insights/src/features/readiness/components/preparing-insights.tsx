import { Card, ProgressBar, theme } from '@pitaka/ui';
import styled from 'styled-components';

const Frame = styled(Card)`
  display: grid;
  gap: 0.75rem;
  max-width: 36rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${theme.colors.text};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export interface PreparingInsightsProps {
  /** Transactions summarised so far, of how many; null until they are counted. */
  progress: { done: number; total: number } | null;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The one-time rebuild of the summaries from the history, with its progress. */
export function PreparingInsights({ progress }: PreparingInsightsProps) {
  const text = progress
    ? `${count(progress.done)} of ${count(progress.total)} transactions`
    : 'Counting your transactions';
  return (
    <Frame aria-labelledby="preparing-insights">
      <h2 id="preparing-insights">Preparing your insights</h2>
      <p>
        Pitaka is adding up your history once, so your charts open quickly from now on. This happens only this one time;
        if you leave, it picks up where it stopped.
      </p>
      <ProgressBar
        label="Transactions summarized"
        value={progress?.done ?? 0}
        max={progress?.total || 1}
        valueText={text}
      />
      <p aria-hidden="true">{text}</p>
    </Frame>
  );
}
