import { useUnmarkRows, type ScheduleRef } from '@pitaka/data';
import { rowsOfMissingAccounts, type Account, type ScheduleRow } from '@pitaka/domain';
import { useLanguage } from '@pitaka/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useMessageText } from '../message-text';
import { reportFailure } from '../report-failure';
import { writtenIn } from './written-in';

export interface UnmarkRowsTexts {
  succeeded: (count: number) => string;
  /** Told after the success when some rows' accounts were gone: no reversal was booked for them. */
  withoutReversal: (keys: number[]) => string;
  failed: string;
}

export interface UnmarkRowsFlowOptions {
  schedule: ScheduleRef;
  rows: readonly ScheduleRow[];
  /** Undefined while loading. */
  accounts: readonly Account[] | undefined;
  texts: UnmarkRowsTexts;
  onDone?: () => void;
}

interface Draft {
  keys: number[];
  /** Rows paid from or into an account that no longer exists: unmarked without a reversal. */
  missing: number[];
  error: string | null;
}

/** Unmark rows after a confirmation: the one atomic unmarkRows command books every reversal. */
export function useUnmarkRowsFlow({ schedule, rows, accounts, texts, onDone }: UnmarkRowsFlowOptions) {
  const command = useUnmarkRows();
  const written = writtenIn(useLanguage());
  const say = useMessageText();
  const [draft, setDraft] = useState<Draft | null>(null);

  function open(keys: readonly number[]) {
    const sorted = [...keys].sort((a, b) => a - b);
    setDraft({ keys: sorted, missing: accounts ? rowsOfMissingAccounts(rows, sorted, accounts) : [], error: null });
  }

  async function confirm() {
    if (!draft || command.isPending) return;
    try {
      const { withoutReversal } = await command.mutateAsync({
        schedule,
        keys: draft.keys,
        // Only when the user was told: otherwise a gone account is refused with its message.
        ...(draft.missing.length > 0 ? { withoutReversalForMissingAccounts: true } : {}),
        ...written,
      });
      toast.success(texts.succeeded(draft.keys.length));
      if (withoutReversal.length > 0) toast.info(texts.withoutReversal(withoutReversal));
      setDraft(null);
      onDone?.();
    } catch (error) {
      const message = reportFailure(say.ofError(error, texts.failed), error, `Failed to unmark ${schedule.kind} rows`);
      setDraft((d) => d && { ...d, error: message });
    }
  }

  return { draft, busy: command.isPending, open, confirm, close: () => !command.isPending && setDraft(null) };
}

export type UnmarkRowsFlow = ReturnType<typeof useUnmarkRowsFlow>;
