import { Card, ProgressBar, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';

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

/** The one-time rebuild of the summaries from the history, with its progress. */
export function PreparingInsights({ progress }: PreparingInsightsProps) {
  const text = useInsightsText();
  const status = progress
    ? text('prep.count', { done: progress.done.toLocaleString('en-US'), total: progress.total })
    : text('prep.counting');
  return (
    <Frame aria-labelledby="preparing-insights">
      <h2 id="preparing-insights">{text('prep.title')}</h2>
      <p>{text('prep.text')}</p>
      <ProgressBar label={text('prep.bar')} value={progress?.done ?? 0} max={progress?.total || 1} valueText={status} />
      <p aria-hidden="true">{status}</p>
    </Frame>
  );
}
