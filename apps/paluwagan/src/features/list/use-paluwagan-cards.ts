import { usePaluwagans } from '@pitaka/data';
import { sortPaluwagansForCards } from '@pitaka/domain';
import { useLoggedError, useMessageText } from '@pitaka/remote-kit';
import { useLanguage } from '@pitaka/ui';
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
  const language = useLanguage();
  const say = useMessageText();

  useLoggedError(error, 'Failed to load paluwagans');
  const cards = useMemo(
    () => (data ? sortPaluwagansForCards(data, today).map((p) => paluwaganCardView(p, today, language, say)) : []),
    [data, today, language, say],
  );
  const status = data ? 'ready' : isError ? 'failed' : 'loading';
  return { status, cards, retry: () => void refetch() };
}
