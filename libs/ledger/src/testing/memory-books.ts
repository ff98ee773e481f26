// One user's books in memory, as the ledger property drives them: every command through the
// same typed port and codecs as Firestore, the whole imports and the rebuild as the server's jobs.
import { isDomainError, type RawLedger, type RawTransaction } from '@pitaka/domain';
import { MemoryStore } from '../lib/memory/memory-store';
import { paths, personalSpace } from '../lib/port/paths';
import { CommandError, isCommandError } from '../lib/port/command-error';
import { jobPort } from '../lib/port/job';
import { runIn } from '../lib/port/run';
import type { Command } from '../lib/port/port';
import { importStatement, undoStatementImport, type ImportOutcome } from '../lib/jobs/statement-imports';
import { rebuildSummaries } from '../lib/jobs/rebuild-summaries';
import type { LedgerBooks } from './ledger-property';

/** Books in memory at `now`, with ids from a counter (the same run gives the same ids). */
export function memoryBooks(now: Date): LedgerBooks & { store: MemoryStore } {
  const store = new MemoryStore();
  const space = personalSpace('someone');
  const at = paths(space);
  let ids = 0;
  const newId = () => `id${String(++ids).padStart(6, '0')}`;
  const run = <I, O>(command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), command, input, { space, now, newId });
  const jobs = jobPort(store.jobs, { space, now: () => now, newId });
  const outcome = async (job: Promise<ImportOutcome>) => {
    const { stopped } = await job;
    return { stopped: stopped && new CommandError(stopped.code, stopped.ref ? stopped : stopped.message) };
  };

  return {
    store,
    run,
    importStatement: (input) => outcome(importStatement(jobs, { ...input, importId: newId() })),
    undoStatementImport: (importId) => outcome(undoStatementImport(jobs, { importId })),
    rebuildSummaries: () => rebuildSummaries(jobs),
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
