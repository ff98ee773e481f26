// Reading the monthly summaries, and the one-time rebuild that makes them for transactions that
// predate them (the original product's data, and ours before insights). Live maintenance is the
// Ledger's (ledger.ts, summaries-in-command.ts).
//
// The rebuild reads the transactions in pages (by document id) and adds each page to the month
// documents in one Firestore transaction that also advances a checkpoint (the last id read) in
// the ledger summary: so it is resumable (a closed tab continues where it stopped) and
// idempotent (a page is added once: a second tab that finds the checkpoint moved on continues
// from there). While it runs the summaries are not `complete`: insights wait, and commands only
// count themselves (`writes`); if one ran, the rebuild starts again from scratch, because a
// page already added may have changed.
import {
  documentId,
  getCount,
  getDocs,
  orderBy,
  query,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore/lite';
import {
  INSIGHTS,
  applyToSummaries,
  emptyLedgerSummary,
  emptyMonthSummary,
  hasDate,
  isMonthKey,
  monthKeyOf,
  type LedgerSummary,
  type MonthKey,
  type MonthSummary,
  type Transaction,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import type { RebuildCheckpoint, StoredLedgerSummary } from './converters';
import { readDocOrFail, readValidDocs } from './malformed';
import { getPageAfter } from './paging';
import { getOrNull, paths, refs, runCommand, runQuery, type DataScope } from './scope';

export function getLedgerSummary(scope: DataScope): Promise<LedgerSummary | null> {
  return getOrNull(refs.ledgerSummary(scope));
}

export function getMonthSummary(scope: DataScope, month: MonthKey): Promise<MonthSummary | null> {
  return getOrNull(refs.monthSummary(scope, month));
}

export interface RebuildProgress {
  done: number;
  total: number;
}

export interface RebuildOptions {
  pageSize?: number;
  /** Stops after this many pages, as a closed tab would (tests of resuming). */
  stopAfterPages?: number;
}

const ATTEMPTS = 3;

/** Makes the summaries complete; resolves at once when they already are. */
export async function rebuildSummaries(
  scope: DataScope,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  options: RebuildOptions = {},
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const outcome = await rebuildOnce(scope, onProgress, options);
    if (outcome !== 'restart') return;
  }
  throw new DataError('refused', INSIGHTS.rebuildKeptChanging);
}

type Outcome = 'done' | 'stopped' | 'restart';

async function rebuildOnce(
  scope: DataScope,
  onProgress: (progress: RebuildProgress) => void,
  { pageSize = 500, stopAfterPages = Infinity }: RebuildOptions,
): Promise<Outcome> {
  const started = await startOrResume(scope);
  if (!started) return 'done';
  let checkpoint: RebuildCheckpoint = started;
  const total = await runQuery(async () => (await getCount(paths.transactions(scope))).data().count);
  onProgress({ done: Math.min(checkpoint.processed, total), total });
  for (let pages = 0; ; pages += 1) {
    if (pages >= stopAfterPages) return 'stopped';
    const page = await readPage(scope, checkpoint.through, pageSize);
    const next = page.length === 0 ? await finish(scope, checkpoint) : await addPage(scope, checkpoint, page);
    if (typeof next === 'string') return next;
    checkpoint = next;
    onProgress({ done: Math.min(checkpoint.processed, total), total });
  }
}

/**
 * The checkpoint to continue from, or null when the summaries are complete. A fresh start (no
 * checkpoint, or a command since it was taken) begins a new generation: months written by an
 * earlier one count for nothing (see addPage) and are deleted at the end.
 */
async function startOrResume(scope: DataScope): Promise<RebuildCheckpoint | null> {
  return runCommand(scope, async (tx) => {
    const ledger = await readLedger(tx, scope);
    if (ledger.complete) return null;
    if (ledger.rebuild && ledger.rebuild.writes === ledger.writes) return ledger.rebuild;
    const rebuild: RebuildCheckpoint = { writes: ledger.writes, through: '', processed: 0 };
    tx.set(refs.ledgerSummary(scope), { ...emptyLedgerSummary(false), writes: ledger.writes, rebuild });
    return rebuild;
  });
}

async function readLedger(tx: FirestoreTransaction, scope: DataScope): Promise<StoredLedgerSummary> {
  const snap = await tx.get(refs.ledgerSummary(scope));
  return snap.exists() ? readDocOrFail(snap) : emptyLedgerSummary(false);
}

function readPage(scope: DataScope, after: string, pageSize: number): Promise<Transaction[]> {
  // An unreadable document is skipped (and logged), as in every list.
  return runQuery(async () => {
    const snap = await getPageAfter(query(paths.transactions(scope), orderBy(documentId())), pageSize, after);
    const read = readValidDocs(snap.docs);
    const lastId = snap.docs[snap.docs.length - 1]?.id;
    return Object.assign(read, { lastId });
  });
}

/**
 * Adds one page to its months and the nets, and moves the checkpoint past it, in one
 * transaction. Another tab that added this page first has moved the checkpoint: then this one
 * continues from there. A command since the start means starting again.
 */
async function addPage(
  scope: DataScope,
  checkpoint: RebuildCheckpoint,
  page: Transaction[] & { lastId?: string },
): Promise<RebuildCheckpoint | 'restart'> {
  const months = [...new Set(page.filter(hasDate).map((t) => monthKeyOf(t.date)))];
  return runCommand(scope, async (tx) => {
    const [ledger, ...monthSnaps] = await Promise.all([
      readLedger(tx, scope),
      ...months.map((month) => tx.get(refs.monthSummary(scope, month))),
    ]);
    if (ledger.complete || !ledger.rebuild || ledger.rebuild.writes !== ledger.writes) return 'restart';
    if (ledger.rebuild.through !== checkpoint.through) return ledger.rebuild;
    const generation = ledger.rebuild.writes;
    const ofThisGeneration = (i: number) => {
      const stored = monthSnaps[i].exists() ? readDocOrFail(monthSnaps[i]) : null;
      return stored?.rebuild === generation ? stored : emptyMonthSummary(months[i]);
    };
    const work = { ledger, months: new Map(months.map((month, i) => [month, ofThisGeneration(i)])) };
    for (const t of page) if (hasDate(t)) applyToSummaries(work, t, 1);
    const rebuild: RebuildCheckpoint = {
      writes: generation,
      through: page.lastId ?? checkpoint.through,
      processed: checkpoint.processed + page.length,
    };
    for (const [month, summary] of work.months) {
      tx.set(refs.monthSummary(scope, month), { ...summary, month, rebuild: generation });
    }
    tx.set(refs.ledgerSummary(scope), { ...work.ledger, rebuild });
    return rebuild;
  });
}

/**
 * Every transaction is in: months of an earlier generation go, the accounts' balances anchor net
 * worth, and the summaries are complete. Another tab that read further continues instead.
 */
async function finish(
  scope: DataScope,
  checkpoint: RebuildCheckpoint,
): Promise<RebuildCheckpoint | 'done' | 'restart'> {
  const [accountIds, monthIds] = await Promise.all([
    runQuery(async () => (await getDocs(paths.accounts(scope))).docs.map((d) => d.id)),
    runQuery(async () => (await getDocs(paths.summaries(scope))).docs.map((d) => d.id).filter(isMonthKey)),
  ]);
  return runCommand(scope, async (tx) => {
    const [ledger, accounts, months] = await Promise.all([
      readLedger(tx, scope),
      Promise.all(accountIds.map((id) => tx.get(refs.account(scope, id)))),
      Promise.all(monthIds.map((id) => tx.get(refs.monthSummary(scope, id)))),
    ]);
    if (ledger.complete) return 'done';
    if (!ledger.rebuild || ledger.rebuild.writes !== ledger.writes) return 'restart';
    if (ledger.rebuild.through !== checkpoint.through) return ledger.rebuild;
    for (const snap of months) {
      if (snap.exists() && readDocOrFail(snap).rebuild !== ledger.rebuild.writes) tx.delete(snap.ref);
    }
    const open = accounts.flatMap((snap) => (snap.exists() ? [readDocOrFail(snap)] : []));
    const complete: StoredLedgerSummary = {
      complete: true,
      writes: ledger.writes,
      balances: Object.fromEntries(open.map(({ id, balance }) => [id, balance])),
      names: Object.fromEntries(open.map(({ id, name }) => [id, name])),
      net: ledger.net,
    };
    tx.set(refs.ledgerSummary(scope), complete);
    return 'done';
  });
}
