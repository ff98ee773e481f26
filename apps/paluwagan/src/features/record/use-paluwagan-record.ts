import { usePaluwagan } from '@pitaka/data';
import type { Paluwagan } from '@pitaka/domain';
import { useEffect } from 'react';

export type RecordStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export interface PaluwaganRecord {
  status: RecordStatus;
  /** Set when status is 'ready'. */
  paluwagan: Paluwagan | null;
  retry: () => void;
}

/**
 * One paluwagan for the detail and edit screens, as a single status. A background refresh that
 * fails keeps showing what was loaded; only a first load that fails is 'failed'.
 */
export function usePaluwaganRecord(paluwaganId: string): PaluwaganRecord {
  const query = usePaluwagan(paluwaganId);
  const { error, data, refetch } = query;

  useEffect(() => {
    if (error) console.error('Failed to load paluwagan', error);
  }, [error]);

  const retry = () => void refetch();
  if (data) return { status: 'ready', paluwagan: data, retry };
  if (data === null) return { status: 'notFound', paluwagan: null, retry };
  if (query.isError) return { status: 'failed', paluwagan: null, retry };
  return { status: 'loading', paluwagan: null, retry };
}
