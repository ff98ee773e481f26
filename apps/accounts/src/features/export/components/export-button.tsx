import { Button } from '@pitaka/ui';
import type { Ref } from 'react';
import { useFlowsText } from '../../../i18n/flows-text';

export interface ExportButtonProps {
  /** An export is running: the button stays focusable but does nothing. */
  busy: boolean;
  onExport: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** "Export CSV": the transactions of the filter applied. */
export function ExportButton({ busy, onExport, ref }: ExportButtonProps) {
  const text = useFlowsText();
  return (
    <Button
      ref={ref}
      type="button"
      $variant="secondary"
      aria-disabled={busy || undefined}
      onClick={() => !busy && onExport()}
    >
      {text('export.button')}
    </Button>
  );
}
