// The padala report's data: read only where some account keeps a currency of its own.
import { usePadalaReport as usePadalaQuery } from '@pitaka/data';
import type { PadalaMonth } from '@pitaka/domain';

export interface PadalaReportState {
  /** Newest month first; undefined while it loads. */
  months: readonly PadalaMonth[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function usePadalaReport(): PadalaReportState {
  const report = usePadalaQuery();
  return { months: report.data, failed: report.isError, onRetry: () => void report.refetch() };
}
