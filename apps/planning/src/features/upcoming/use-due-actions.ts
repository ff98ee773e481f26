import { useSkipOccurrences } from '@pitaka/data';
import {
  RECURRING,
  dueSchedule,
  recurringScheduleKind,
  formatPeso,
  type Account,
  type DueItem,
  type DueSources,
} from '@pitaka/domain';
import { useDates, useMarkRowsFlow, useMessageText, reportFailure } from '@pitaka/remote-kit';
import type { PaymentMethods } from '@pitaka/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { type PlanningText, usePlanningText } from '../../i18n/planning-text';
import { dueActionLabel } from './due-item-text';

/** How a payment goes out, or an income comes in: through an account, or marked only. */
function methodsIn(text: PlanningText): Record<DueItem['flow'], PaymentMethods> {
  const markOnlyNote = text('due.markOnlyNote');
  return {
    out: {
      legend: text('due.pay.legend'),
      account: { label: text('due.pay.account'), note: text('due.pay.accountNote') },
      markOnly: { label: text('due.pay.markOnly'), note: markOnlyNote },
    },
    in: {
      legend: text('due.receive.legend'),
      account: { label: text('due.receive.account'), note: text('due.receive.accountNote') },
      markOnly: { label: text('due.receive.markOnly'), note: markOnlyNote },
    },
  };
}

/** A paluwagan payout is received into an account (as on its paluwagan's page); the rest may be marked only. */
function methodsOf(item: DueItem, text: PlanningText): PaymentMethods | undefined {
  if (item.kind === 'paluwagan-payout') return undefined;
  return methodsIn(text)[item.flow];
}

/**
 * Pay or receive one due item through the schedule engine's flow (the PaymentSourceDialog, its
 * checks, one atomic command), and skip a recurring occurrence.
 */
export function useDueActions(sources: DueSources, accounts: readonly Account[], today: Date) {
  const text = usePlanningText();
  const dates = useDates();
  const say = useMessageText();
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
      noAccounts: say(RECURRING.createAccountFirst),
      succeeded: () =>
        target ? text(target.flow === 'out' ? 'due.paid' : 'due.received', { name: target.sourceName }) : '',
      failed: text('due.failed'),
    },
    asksAmount: schedule?.asksAmount
      ? { label: text(target?.flow === 'out' ? 'due.amountPaid' : 'due.amountReceived') }
      : undefined,
  });

  /** Items of one schedule (the page's selection keeps to one), paid together in one command. */
  function pay(items: readonly DueItem[]) {
    const [first] = items;
    if (!first || !dueSchedule(first, sources)) return toast.error(text('due.gone'));
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
      toast.success(text('due.skipped', { name: item.sourceName, date: dates.date(item.dueDate) }));
    } catch (error) {
      reportFailure(say.ofError(error, text('due.skipFailed')), error, 'Failed to skip an occurrence');
    }
  }

  const title = target ? `${dueActionLabel(target, text)}: ${target.sourceName}` : '';
  const each = target?.amount === null ? text('due.dialog.varies') : formatPeso(flow.total);
  const summary = !target
    ? ''
    : targets.length === 1
      ? `${dates.date(target.dueDate)} · ${each}`
      : `${text('due.dialog.dates', { count: targets.length })} · ${target.amount === null ? text('due.dialog.eachEntered') : text('due.dialog.inAll', { amount: formatPeso(flow.total) })}`;
  const methods = target ? methodsOf(target, text) : undefined;
  return { pay, skip, skipping: skipCommand.isPending, dialog: { ...flow.dialog, title, summary, methods } };
}
