import { Button, Card, ProgressBar, spreadRow, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useFlowsText } from '../../../i18n/flows-text';

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
  const text = useFlowsText();
  const counted = progress ? text('export.progress', progress) : text('export.counting');
  return (
    <Frame aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{text('export.title')}</h2>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {text('export.cancel')}
        </Button>
      </Head>
      <ProgressBar
        label={text('export.progressLabel')}
        value={progress?.read ?? 0}
        max={progress?.total || 1}
        valueText={counted}
      />
      {/* The progressbar says it to screen readers (no double reading). */}
      <Count aria-hidden="true">{counted}</Count>
    </Frame>
  );
}
