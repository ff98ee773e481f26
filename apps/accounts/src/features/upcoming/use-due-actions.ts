import { useSkipOccurrences } from '@pitaka/data';
import {
  RECURRING_MESSAGES,
  dueSchedule,
  recurringScheduleKind,
  formatDate,
  formatPeso,
  type Account,
  type DueItem,
  type DueSources,
} from '@pitaka/domain';
import { reportFailure, useMarkRowsFlow } from '@pitaka/remote-kit';
import type { PaymentMethods } from '@pitaka/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { dueActionLabel } from './due-item-text';

export const DUE_TEXTS = {
  paid: (item: Pick<DueItem, 'flow' | 'sourceName'>) =>
    item.flow === 'out' ? `${item.sourceName}: paid` : `${item.sourceName}: received`,
  failed: 'Failed to record the payment. Please try again.',
  skipped: (item: Pick<DueItem, 'sourceName' | 'dueDate'>) =>
    `${item.sourceName} of ${formatDate(item.dueDate)} skipped`,
  skipFailed: 'Failed to skip. Please try again.',
  gone: 'This is no longer due: it was changed elsewhere. The list is up to date now.',
} as const;

const PAY: PaymentMethods = {
  legend: 'How was it paid?',
  account: { label: 'Pay from an account', note: "Records an expense and lowers the account's balance." },
  markOnly: { label: 'Mark as Paid Only', note: 'No account changes.' },
};
const RECEIVE: PaymentMethods = {
  legend: 'Received how?',
  account: { label: 'Receive into an account', note: "Records an income and raises the account's balance." },
  markOnly: { label: 'Mark as Received Only', note: 'No account changes.' },
};

/** A paluwagan payout is received into an account (as on its paluwagan's page); the rest may be marked only. */
function methodsOf(item: DueItem): PaymentMethods | undefined {
  if (item.kind === 'paluwagan-payout') return undefined;
  return item.flow === 'out' ? PAY : RECEIVE;
}

/**
 * Pay or receive one due item through the schedule engine's flow (the PaymentSourceDialog, its
 * checks, one atomic command), and skip a recurring occurrence.
 */
export function useDueActions(sources: DueSources, accounts: readonly Account[], today: Date) {
  /** The items being paid (of one schedule); a recurring item's rows must reach the latest. */
  const [targets, setTargets] = useState<readonly DueItem[]>([]);
  const target = targets[0] ?? null;
  const through = new Date(Math.max(...targets.map((i) => i.dueDate.getTime())));
  const schedule = target ? dueSchedule(target, sources, through) : null;
  const flow = useMarkRowsFlow({
    schedule: { kind: target?.kind ?? 'recurring', id: target?.sourceId ?? '' },
    // Before a row is chosen the flow is idle: any kind will do.
    kind: schedule?.kind ?? recurringScheduleKind('expense'),
    rows: schedule?.rows ?? [],
    accounts,
    today,
    texts: {
      noAccounts: RECURRING_MESSAGES.createAccountFirst,
      succeeded: () => (target ? DUE_TEXTS.paid(target) : ''),
      failed: DUE_TEXTS.failed,
    },
    asksAmount: schedule?.asksAmount
      ? { label: target?.flow === 'out' ? 'Amount paid' : 'Amount received' }
      : undefined,
  });

  /** Items of one schedule (the page's selection keeps to one), paid together in one command. */
  function pay(items: readonly DueItem[]) {
    const [first] = items;
    if (!first || !dueSchedule(first, sources)) return toast.error(DUE_TEXTS.gone);
    setTargets(items);
    flow.open(
      items.map((i) => i.key),
      first.accountId,
    );
  }

  const skipCommand = useSkipOccurrences();
  async function skip(item: DueItem) {
    try {
      await skipCommand.mutateAsync({ recurringId: item.sourceId, keys: [item.key] });
      toast.success(DUE_TEXTS.skipped(item));
    } catch (error) {
      reportFailure(error, DUE_TEXTS.skipFailed, 'Failed to skip an occurrence');
    }
  }

  const title = target ? `${dueActionLabel(target)}: ${target.sourceName}` : '';
  const each = target?.amount === null ? 'amount varies' : formatPeso(flow.total);
  const summary = !target
    ? ''
    : targets.length === 1
      ? `${formatDate(target.dueDate)} · ${each}`
      : `${targets.length} due dates · ${target.amount === null ? 'the amount you enter, for each' : `${formatPeso(flow.total)} in all`}`;
  const methods = target ? methodsOf(target) : undefined;
  return { pay, skip, skipping: skipCommand.isPending, dialog: { ...flow.dialog, title, summary, methods } };
}
