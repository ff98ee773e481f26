import { useMarkRows, type ScheduleRef } from '@pitaka/data';
import {
  RECURRING,
  ZERO_CENTAVOS,
  accountOptionLabel,
  inBooksCurrency,
  amountExceedsMax,
  isPositiveAmount,
  isWithinMaxAmount,
  parseAmount,
  rowsTotal,
  validateMark,
  type Centavos,
  type Account,
  type CurrencyCode,
  type DomainMessage,
  type PaymentSource,
  type ScheduleKind,
  type ScheduleRow,
} from '@pitaka/domain';
import { useLanguage, type PaymentMethod, type PaymentSourceDialogProps } from '@pitaka/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useMessageText } from '../message-text';
import { reportFailure } from '../report-failure';
import { writtenIn } from './written-in';

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
  /** Rows whose amount is given at payment (a recurring item that varies): the field's label. */
  asksAmount?: { label: string };
  onDone?: () => void;
}

interface Draft {
  keys: number[];
  method: PaymentMethod;
  accountId: string;
  amountText: string;
  error: ({ field: string } & DomainMessage) | null;
}

type Priced = { ok: true; amount?: Centavos } | ({ ok: false; field: 'amount' } & DomainMessage);

/** The amount typed for rows that ask for one; nothing to check for the others. */
function priceOf(draft: Draft, asksAmount: boolean): Priced {
  if (!asksAmount) return { ok: true };
  const amount = parseAmount(draft.amountText);
  if (!isPositiveAmount(amount)) return { ok: false, field: 'amount', ...RECURRING.amountToPay };
  if (!isWithinMaxAmount(amount)) return { ok: false, field: 'amount', ...amountExceedsMax() };
  return { ok: true, amount };
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
  asksAmount,
  onDone,
}: MarkRowsFlowOptions) {
  const command = useMarkRows();
  const written = writtenIn(useLanguage());
  const say = useMessageText();
  const [draft, setDraft] = useState<Draft | null>(null);
  const change = (patch: Partial<Draft>) => setDraft((d) => d && { ...d, error: null, ...patch });

  /** `preferred`: the account to preselect when it exists (a recurring item's own account). */
  function open(keys: readonly number[], preferred?: string) {
    if (accounts?.length === 0) {
      toast.error(texts.noAccounts);
      return;
    }
    const lone = accounts?.length === 1 ? accounts[0].id : '';
    const chosen = preferred && accounts?.some((a) => a.id === preferred) ? preferred : lone;
    setDraft({
      keys: [...keys].sort((a, b) => a - b),
      method: 'account',
      accountId: chosen,
      amountText: '',
      error: null,
    });
  }

  /** The rows as they would be paid: at the typed amount when it is asked for. */
  const pricedRows = (amount: Centavos | undefined) =>
    amount === undefined ? rows : rows.map((r) => (r.isPaid ? r : { ...r, amount }));

  async function confirm() {
    if (!draft || command.isPending) return;
    const source: PaymentSource =
      draft.method === 'account' ? { kind: 'account', accountId: draft.accountId } : { kind: 'markOnly' };
    const price = priceOf(draft, asksAmount !== undefined);
    if (!price.ok) return setDraft({ ...draft, error: price });
    const check = validateMark(kind, pricedRows(price.amount), draft.keys, source, accounts ?? [], today);
    if (!check.ok) return setDraft({ ...draft, error: check });
    try {
      await command.mutateAsync({
        schedule,
        keys: draft.keys,
        source,
        ...(price.amount === undefined ? {} : { amount: price.amount }),
        ...written,
      });
      toast.success(texts.succeeded(draft.keys.length));
      setDraft(null);
      onDone?.();
    } catch (error) {
      const message = reportFailure(say.ofError(error, texts.failed), error, `Failed to mark ${schedule.kind} rows`);
      setDraft((d) => d && { ...d, error: { field: 'rows', message } });
    }
  }

  const close = () => !command.isPending && setDraft(null);
  const dialog: DialogBinding = {
    open: draft !== null,
    method: draft?.method ?? 'account',
    onMethod: (method) => change({ method }),
    // A row is counted in the books' currency: an account in its own currency cannot pay it (#39).
    accounts:
      accounts && inBooksCurrency(accounts).map((a) => ({ value: a.id, label: accountOptionLabel(a, currency) })),
    accountId: draft?.accountId ?? '',
    onAccount: (accountId) => change({ accountId }),
    ...(asksAmount && {
      amount: {
        label: asksAmount.label,
        value: draft?.amountText ?? '',
        onChange: (amountText) => change({ amountText }),
      },
    }),
    error: draft?.error ? { field: draft.error.field, message: say(draft.error) } : null,
    busy: command.isPending,
    onConfirm: confirm,
    onClose: close,
  };
  const typed = draft && asksAmount ? parseAmount(draft.amountText) : null;
  const total = draft ? rowsTotal(pricedRows(typed ?? undefined), draft.keys) : ZERO_CENTAVOS;
  return { keys: draft?.keys ?? [], total, open, dialog };
}

export type MarkRowsFlow = ReturnType<typeof useMarkRowsFlow>;
