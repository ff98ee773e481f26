import { Button, Card, ProgressBar, spreadRow, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { EXPORT_TEXTS } from '../export-texts';

const Frame = styled(Card)`
  display: grid;
  gap: 0.75rem;
`;

const Head = styled.div`
  ${spreadRow}
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface ExportProgressProps {
  /** Transactions read of the count; null while counting. */
  progress: { read: number; total: number } | null;
  onCancel: () => void;
}

/** A running export: how far the reading is, and Cancel. */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  const titleId = useId();
  const text = progress ? EXPORT_TEXTS.progress(progress.read, progress.total) : EXPORT_TEXTS.counting;
  return (
    <Frame aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{EXPORT_TEXTS.title}</h2>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {EXPORT_TEXTS.cancel}
        </Button>
      </Head>
      <ProgressBar
        label={EXPORT_TEXTS.progressLabel}
        value={progress?.read ?? 0}
        max={progress?.total || 1}
        valueText={text}
      />
      {/* The progressbar says it to screen readers (no double reading). */}
      <Count aria-hidden="true">{text}</Count>
    </Frame>
  );
}
