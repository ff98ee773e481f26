import { ProgressBar, SectionNote } from '@pitaka/ui';
import styled from 'styled-components';
import { useFlowsText } from '../../../i18n/flows-text';

/** A section's parts, top to bottom. */
export const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Counted = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

/** A progress bar with '1,200 of 12,345 documents' under it (not known yet: 'Starting…'). */
export function CountedProgress({
  label,
  progress,
  noun,
}: {
  label: string;
  progress: { done: number; total: number } | null;
  noun: 'documents' | 'transactions';
}) {
  const text = useFlowsText();
  const counted = progress
    ? text(`progress.${noun}`, { done: progress.done, total: progress.total })
    : text('progress.starting');
  return (
    <Counted>
      <ProgressBar label={label} value={progress?.done ?? 0} max={progress?.total || 1} valueText={counted} />
      <SectionNote aria-hidden="true">{counted}</SectionNote>
    </Counted>
  );
}
