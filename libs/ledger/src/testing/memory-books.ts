// One user's books in memory, as the ledger property drives them: every command through the
// same typed port and codecs as Firestore, the whole imports and the rebuild commit by commit.
import {
  assertValid,
  planImport,
  planUndo,
  validateUndo,
  isDomainError,
  type RawLedger,
  type RawTransaction,
  type Transaction,
} from '@pitaka/domain';
import { MemoryStore } from '../lib/memory/memory-store';
import { decode } from '../lib/port/typed-tx';
import { paths, personalSpace } from '../lib/port/paths';
import { isCommandError } from '../lib/port/command-error';
import { runIn } from '../lib/port/run';
import type { Command } from '../lib/port/port';
import { importStatementBatch, undoStatementImportBatch } from '../lib/commands/statement-imports';
import { addRebuildPage, finishRebuild, startRebuild } from '../lib/commands/rebuild-summaries';
import type { LedgerBooks } from './ledger-property';

const PAGE = 500;

/** Books in memory at `now`, with ids from a counter (the same run gives the same ids). */
export function memoryBooks(now: Date): LedgerBooks & { store: MemoryStore } {
  const store = new MemoryStore();
  const space = personalSpace('someone');
  const at = paths(space);
  let ids = 0;
  const newId = () => `id${String(++ids).padStart(6, '0')}`;
  const run = <I, O>(command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), command, input, { space, now, newId });
  const transactions = (): Transaction[] =>
    Object.entries(store.collection(at.transactions.path)).map(([id, doc]) =>
      decode('transaction', `${at.transactions.path}/${id}`, id, doc),
    );
  const stopped = async (commit: () => Promise<unknown>) => {
    try {
      await commit();
      return null;
    } catch (error) {
      return error;
    }
  };

  return {
    store,
    run,
    async importStatement(input) {
      const batches = planImport(input.rows);
      const importId = newId();
      const plan = { ...input, rows: input.rows.length, batches: batches.length };
      for (const [index, rows] of batches.entries()) {
        const failed = await stopped(() => run(importStatementBatch, { importId, plan, index, rows }));
        if (failed && index === 0) throw failed;
        if (failed) return { stopped: failed };
      }
      return { stopped: null };
    },
    async undoStatementImport(importId) {
      const record = store.read(at.statementImport(importId).path);
      const own = transactions().filter((t) => t.import?.id === importId);
      const accountDoc = record && store.read(at.account(record['accountId']).path);
      const account = accountDoc ? decode('account', '', record?.['accountId'], accountDoc) : null;
      assertValid(validateUndo(own, account, store.read(at.user.path)?.['currency']));
      for (const batch of planUndo(own)) {
        const failed = await stopped(() =>
          run(undoStatementImportBatch, { importId, transactionIds: batch.map((t) => t.id) }),
        );
        if (failed) return { stopped: failed };
      }
      return { stopped: null };
    },
    async rebuildSummaries() {
      let checkpoint = await run(startRebuild, undefined);
      while (checkpoint) {
        const { through } = checkpoint;
        const page = transactions()
          .filter((t) => t.id > through)
          .slice(0, PAGE);
        const next =
          page.length === 0
            ? await run(finishRebuild, checkpoint)
            : await run(addRebuildPage, { checkpoint, page, lastId: page[page.length - 1].id });
        if (next === 'restart') throw new Error('the rebuild had to start again');
        checkpoint = next === 'done' ? null : next;
      }
    },
    async rawState(): Promise<RawLedger> {
      const raw = (col: { path: string }) => store.collection(col.path);
      return {
        accounts: raw(at.accounts),
        paluwagans: raw(at.paluwagans),
        debts: raw(at.debts),
        recurring: raw(at.recurring),
        summaries: raw(at.summaries),
        imports: raw(at.imports),
        transactions: Object.entries(raw(at.transactions)).map(([id, t]) => ({ id, ...t }) as RawTransaction),
      };
    },
    errorCode: (error) =>
      isCommandError(error)
        ? error.code === 'unexpected'
          ? `unexpected: ${error.message}`
          : error.code
        : isDomainError(error)
          ? 'refused'
          : String(error),
    close: async () => undefined,
  };
}
