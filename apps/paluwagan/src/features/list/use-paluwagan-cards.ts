import { usePaluwagans } from '@pitaka/data';
import { sortPaluwagansForCards } from '@pitaka/domain';
import { useLoggedError } from '@pitaka/remote-kit';
import { useMemo } from 'react';
import { paluwaganCardView, type PaluwaganCardView } from './card-view';

export interface PaluwaganCards {
  status: 'loading' | 'ready' | 'failed';
  /** Nearest upcoming unpaid due date first, those without one last. */
  cards: PaluwaganCardView[];
  retry: () => void;
}

/** The user's paluwagans as cards, in card order. A failed load is logged. */
export function usePaluwaganCards(today: Date): PaluwaganCards {
  const { data, error, isError, refetch } = usePaluwagans();

  useLoggedError(error, 'Failed to load paluwagans');
  const cards = useMemo(
    () => (data ? sortPaluwagansForCards(data, today).map((p) => paluwaganCardView(p, today)) : []),
    [data, today],
  );
  const status = data ? 'ready' : isError ? 'failed' : 'loading';
  return { status, cards, retry: () => void refetch() };
}
