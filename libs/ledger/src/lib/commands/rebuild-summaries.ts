// The commits of the one-time rebuild that makes the monthly summaries for transactions that
// predate them. The adapter reads the transactions in pages (by document id) and runs these: each
// adds one page to the month documents and advances a checkpoint (the last id read) in the ledger
// summary, so the rebuild is resumable (a closed tab continues where it stopped) and idempotent (a
// page is added once: a second tab that finds the checkpoint moved on continues from there). While
// it runs the summaries are not `complete`: insights wait, and commands only count themselves
// (`writes`); if one ran, the rebuild starts again from scratch, because a page already added may
// have changed.
import {
  applyToSummaries,
  emptyLedgerSummary,
  emptyMonthSummary,
  hasDate,
  isMonthKey,
  monthKeyOf,
  type Account,
  type Transaction,
} from '@pitaka/domain';
import { docIn, paths } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import type { RebuildCheckpoint, StoredLedgerSummary, StoredMonthSummary } from '../stored';

async function readLedger(tx: LedgerTx, ctx: CommandContext): Promise<StoredLedgerSummary> {
  return (await tx.get(paths(ctx.space).ledgerSummary())) ?? emptyLedgerSummary(false);
}

/**
 * The checkpoint to continue from, or null when the summaries are complete. A fresh start (no
 * checkpoint, or a command since it was taken) begins a new generation: months written by an
 * earlier one count for nothing (see addRebuildPage) and are deleted at the end.
 */
export const startRebuild: Command<void, RebuildCheckpoint | null> = async (tx, ctx) => {
  const ledger = await readLedger(tx, ctx);
  if (ledger.complete) return null;
  if (ledger.rebuild && ledger.rebuild.writes === ledger.writes) return ledger.rebuild;
  const rebuild: RebuildCheckpoint = { writes: ledger.writes, through: '', processed: 0 };
  tx.set(paths(ctx.space).ledgerSummary(), { ...emptyLedgerSummary(false), writes: ledger.writes, rebuild });
  return rebuild;
};

export interface RebuildPageInput {
  checkpoint: RebuildCheckpoint;
  /** The transactions after the checkpoint, in document id order (unreadable ones left out). */
  page: readonly Transaction[];
  /** The id of the page's last document (readable or not). */
  lastId?: string;
}

/**
 * Adds one page to its months and the nets, and moves the checkpoint past it. Another tab that
 * added this page first has moved the checkpoint: then this one continues from there. A command
 * since the start means starting again.
 */
export const addRebuildPage: Command<RebuildPageInput, RebuildCheckpoint | 'restart'> = async (tx, ctx, input) => {
  const { checkpoint, page } = input;
  const at = paths(ctx.space);
  const months = [...new Set(page.filter(hasDate).map((t) => monthKeyOf(t.date)))];
  const [ledger, ...stored] = await Promise.all([
    readLedger(tx, ctx),
    ...months.map((month) => tx.get(at.monthSummary(month))),
  ]);
  if (ledger.complete || !ledger.rebuild || ledger.rebuild.writes !== ledger.writes) return 'restart';
  if (ledger.rebuild.through !== checkpoint.through) return ledger.rebuild;
  const generation = ledger.rebuild.writes;
  const ofThisGeneration = (i: number): StoredMonthSummary => {
    const month = stored[i] as StoredMonthSummary | undefined;
    return month?.rebuild === generation ? month : emptyMonthSummary(months[i]);
  };
  const work = { ledger, months: new Map(months.map((month, i) => [month, ofThisGeneration(i)])) };
  for (const t of page) if (hasDate(t)) applyToSummaries(work, t, 1);
  const rebuild: RebuildCheckpoint = {
    writes: generation,
    through: input.lastId ?? checkpoint.through,
    processed: checkpoint.processed + page.length,
  };
  for (const [month, summary] of work.months) {
    tx.set(at.monthSummary(month), { ...summary, month, rebuild: generation });
  }
  tx.set(at.ledgerSummary(), { ...work.ledger, rebuild });
  return rebuild;
};

/**
 * Every transaction is in: months of an earlier generation go, the accounts' balances anchor net
 * worth, and the summaries are complete. Another tab that read further continues instead.
 */
export const finishRebuild: Command<RebuildCheckpoint, RebuildCheckpoint | 'done' | 'restart'> = async (
  tx,
  ctx,
  checkpoint,
) => {
  const at = paths(ctx.space);
  const [accountIds, monthIds] = await Promise.all([tx.listIds(at.accounts), tx.listIds(at.summaries)]);
  const monthRefs = monthIds.filter(isMonthKey).map((id) => docIn(at.summaries, id));
  const [ledger, accounts, months] = await Promise.all([
    readLedger(tx, ctx),
    Promise.all(accountIds.map((id) => tx.get(at.account(id)))),
    Promise.all(monthRefs.map((ref) => tx.get(ref))),
  ]);
  if (ledger.complete) return 'done';
  if (!ledger.rebuild || ledger.rebuild.writes !== ledger.writes) return 'restart';
  if (ledger.rebuild.through !== checkpoint.through) return ledger.rebuild;
  const generation = ledger.rebuild.writes;
  months.forEach((month, i) => {
    if (month && month.rebuild !== generation) tx.delete(monthRefs[i]);
  });
  const open = accounts.filter((a): a is Account => a !== undefined);
  tx.set(at.ledgerSummary(), {
    complete: true,
    writes: ledger.writes,
    balances: Object.fromEntries(open.map(({ id, balance }) => [id, balance])),
    names: Object.fromEntries(open.map(({ id, name }) => [id, name])),
    ...ownCurrencies(open),
    net: ledger.net,
  });
  return 'done';
};

/** The accounts in a currency of their own, when there are any (net worth leaves them out). */
function ownCurrencies(accounts: readonly Account[]): { currencies?: Record<string, string> } {
  const own = accounts.flatMap(({ id, currency }) => (currency ? [[id, currency] as const] : []));
  return own.length > 0 ? { currencies: Object.fromEntries(own) } : {};
}
