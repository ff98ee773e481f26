import { useMarkRows, type ScheduleRef } from '@pitaka/data';
import {
  ZERO_CENTAVOS,
  accountOptionLabel,
  rowsTotal,
  validateMark,
  type Account,
  type CurrencyCode,
  type PaymentSource,
  type ScheduleKind,
  type ScheduleRow,
} from '@pitaka/domain';
import type { PaymentMethod, PaymentSourceDialogProps } from '@pitaka/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { reportFailure } from '../report-failure';

export interface MarkRowsTexts {
  /** Shown instead of the dialog when the user has no account yet. */
  noAccounts: string;
  succeeded: (count: number) => string;
  /** The toast for a failure that is not a refusal with its own text. */
  failed: string;
}

export interface MarkRowsFlowOptions {
  schedule: ScheduleRef;
  kind: ScheduleKind;
  rows: readonly ScheduleRow[];
  /** Undefined while loading. */
  accounts: readonly Account[] | undefined;
  today: Date;
  /** The user's currency, for the account options' balances (PHP unless said). */
  currency?: CurrencyCode;
  texts: MarkRowsTexts;
  onDone?: () => void;
}

interface Draft {
  keys: number[];
  method: PaymentMethod;
  accountId: string;
  error: { field: string; message: string } | null;
}

type DialogBinding = Omit<PaymentSourceDialogProps, 'title' | 'summary' | 'methods' | 'accountHint'>;

/**
 * Pay or receive rows: the PaymentSourceDialog, checked with the domain's rules before anything
 * is sent (a bad choice is shown at its field), then the one atomic markRows command.
 */
export function useMarkRowsFlow({
  schedule,
  kind,
  rows,
  accounts,
  today,
  currency,
  texts,
  onDone,
}: MarkRowsFlowOptions) {
  const command = useMarkRows();
  const [draft, setDraft] = useState<Draft | null>(null);
  const change = (patch: Partial<Draft>) => setDraft((d) => d && { ...d, error: null, ...patch });

  function open(keys: readonly number[]) {
    if (accounts?.length === 0) {
      toast.error(texts.noAccounts);
      return;
    }
    const lone = accounts?.length === 1 ? accounts[0].id : '';
    setDraft({ keys: [...keys].sort((a, b) => a - b), method: 'account', accountId: lone, error: null });
  }

  async function confirm() {
    if (!draft || command.isPending) return;
    const source: PaymentSource =
      draft.method === 'account' ? { kind: 'account', accountId: draft.accountId } : { kind: 'markOnly' };
    const check = validateMark(kind, rows, draft.keys, source, accounts ?? [], today);
    if (!check.ok) return setDraft({ ...draft, error: check });
    try {
      await command.mutateAsync({ schedule, keys: draft.keys, source });
      toast.success(texts.succeeded(draft.keys.length));
      setDraft(null);
      onDone?.();
    } catch (error) {
      const message = reportFailure(error, texts.failed, `Failed to mark ${schedule.kind} rows`);
      setDraft((d) => d && { ...d, error: { field: 'rows', message } });
    }
  }

  const close = () => !command.isPending && setDraft(null);
  const dialog: DialogBinding = {
    open: draft !== null,
    method: draft?.method ?? 'account',
    onMethod: (method) => change({ method }),
    accounts: accounts?.map((a) => ({ value: a.id, label: accountOptionLabel(a, currency) })),
    accountId: draft?.accountId ?? '',
    onAccount: (accountId) => change({ accountId }),
    error: draft?.error ?? null,
    busy: command.isPending,
    onConfirm: confirm,
    onClose: close,
  };
  return { keys: draft?.keys ?? [], total: draft ? rowsTotal(rows, draft.keys) : ZERO_CENTAVOS, open, dialog };
}

export type MarkRowsFlow = ReturnType<typeof useMarkRowsFlow>;
