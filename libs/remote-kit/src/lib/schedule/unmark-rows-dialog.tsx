import { Banner, ConfirmDialog, type BannerTone } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UnmarkRowsFlow } from './use-unmark-rows-flow';

const RowsText = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface UnmarkRowsDialogProps {
  flow: UnmarkRowsFlow;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  /** A line naming the rows being unmarked, e.g. 'Weeks 2 and 3'. */
  rowsText?: string;
  /** Said of the rows whose account no longer exists: they are unmarked without a reversal. */
  missingNote: (missing: readonly number[]) => ReactNode;
  missingTone?: BannerTone;
}

/** The confirmation `useUnmarkRowsFlow` waits for: the rows, those whose account is gone, and a failure. */
export function UnmarkRowsDialog({
  flow,
  rowsText,
  missingNote,
  missingTone = 'info',
  ...texts
}: UnmarkRowsDialogProps) {
  const { draft } = flow;
  return (
    <ConfirmDialog open={draft !== null} busy={flow.busy} onConfirm={flow.confirm} onCancel={flow.close} {...texts}>
      {draft && rowsText && <RowsText>{rowsText}</RowsText>}
      {draft && draft.missing.length > 0 && <Banner tone={missingTone}>{missingNote(draft.missing)}</Banner>}
      {draft?.error && <Banner tone="error">{draft.error}</Banner>}
    </ConfirmDialog>
  );
}
