import { ProgressBar, SectionNote } from '@pitaka/ui';
import styled from 'styled-components';

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
  noun: string;
}) {
  const text = progress
    ? `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} ${noun}`
    : 'Starting…';
  return (
    <Counted>
      <ProgressBar label={label} value={progress?.done ?? 0} max={progress?.total || 1} valueText={text} />
      <SectionNote aria-hidden="true">{text}</SectionNote>
    </Counted>
  );
}
