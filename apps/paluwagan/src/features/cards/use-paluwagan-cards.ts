import { usePaluwagans } from '@pitaka/data';
import { sortPaluwagansForCards } from '@pitaka/domain';
import { useEffect, useMemo } from 'react';
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

  useEffect(() => {
    if (error) console.error('Failed to load paluwagans', error);
  }, [error]);

  const cards = useMemo(
    () => (data ? sortPaluwagansForCards(data, today).map((p) => paluwaganCardView(p, today)) : []),
    [data, today],
  );
  const status = data ? 'ready' : isError ? 'failed' : 'loading';
  return { status, cards, retry: () => void refetch() };
}
