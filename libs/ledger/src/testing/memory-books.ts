// Books in memory, as the ledger property drives them: every command through the same typed port
// and codecs as Firestore, the whole imports and the rebuild as the server's jobs. A person's own
// books, or a household's kept by two editors taking turns, each command checked as the server
// checks it (the caller's role, read in the command's own transaction) and stamped with its maker.
import { isDomainError, type RawLedger, type RawTransaction } from '@pitaka/domain';
import { MemoryStore } from '../lib/memory/memory-store';
import { householdSpace, paths, personalSpace, type Space } from '../lib/port/paths';
import { CommandError, isCommandError } from '../lib/port/command-error';
import { jobPort } from '../lib/port/job';
import { runIn } from '../lib/port/run';
import type { Actor, Command } from '../lib/port/port';
import { withAccess } from '../lib/commands/access';
import { acceptInvite, createHousehold, inviteMember } from '../lib/commands/households';
import { importStatement, undoStatementImport, type ImportOutcome } from '../lib/jobs/statement-imports';
import { rebuildSummaries } from '../lib/jobs/rebuild-summaries';
import type { LedgerBooks } from './ledger-property';

/** Books in memory at `now`, with ids from a counter (the same run gives the same ids). */
export function memoryBooks(now: Date): LedgerBooks & { store: MemoryStore } {
  return booksIn(new MemoryStore(), personalSpace('someone'), [undefined], now);
}

const ANA: Actor = { uid: 'ana', email: 'ana@example.com', emailVerified: true };
const BEN: Actor = { uid: 'ben', email: 'ben@example.com', emailVerified: true };

/**
 * A household's books at `now`, made by Ana, who invited Ben as an editor: they take turns, one
 * command each (a job's commits are the turn's). Its raw state also fails on a money document
 * that does not name one of them as its maker and last changer.
 */
export async function householdBooks(now: Date): Promise<LedgerBooks & { store: MemoryStore }> {
  const store = new MemoryStore();
  const setUp = <I, O>(actor: Actor, space: Space, command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), command, input, { space, actor, now, newId: () => `setup-${actor.uid}` });
  const { householdId } = await setUp(ANA, personalSpace(ANA.uid), createHousehold, { name: 'Dela Cruz family' });
  const space = householdSpace(householdId);
  const { inviteId } = await setUp(ANA, space, inviteMember, { email: BEN.email ?? '', role: 'editor' });
  await setUp(BEN, personalSpace(BEN.uid), acceptInvite, { householdId, inviteId });
  return booksIn(store, space, [ANA, BEN], now);
}

const MEMBERS = new Set([ANA.uid, BEN.uid]);

function unattributed(state: RawLedger): string | null {
  const documents: [string, Record<string, unknown>][] = [
    ...Object.entries(state.accounts),
    ...Object.entries(state.paluwagans ?? {}),
    ...Object.entries(state.debts ?? {}),
    ...Object.entries(state.recurring ?? {}),
    ...state.transactions.map((t): [string, Record<string, unknown>] => [
      t.id,
      t as unknown as Record<string, unknown>,
    ]),
  ];
  const bad = documents.find(([, d]) => !MEMBERS.has(String(d['createdBy'])) || !MEMBERS.has(String(d['updatedBy'])));
  return bad ? `${bad[0]} was made by ${String(bad[1]['createdBy'])}, changed by ${String(bad[1]['updatedBy'])}` : null;
}

function booksIn(
  store: MemoryStore,
  space: Space,
  actors: readonly (Actor | undefined)[],
  now: Date,
): LedgerBooks & { store: MemoryStore } {
  const at = paths(space);
  const household = space.kind === 'household';
  let ids = 0;
  let turn = 0;
  const newId = () => `id${String(++ids).padStart(6, '0')}`;
  const next = () => actors[turn++ % actors.length];
  const run = <I, O>(command: Command<I, O>, input: I) =>
    runIn((body) => store.transaction(body), household ? withAccess('editor', command) : command, input, {
      space,
      actor: next(),
      now,
      newId,
    });
  const jobs = () =>
    jobPort(store.jobs, {
      space,
      actor: next(),
      ...(household && { access: 'editor' as const }),
      now: () => now,
      newId,
    });
  const outcome = async (job: Promise<ImportOutcome>) => {
    const { stopped } = await job;
    return { stopped: stopped && new CommandError(stopped.code, stopped.ref ? stopped : stopped.message) };
  };

  return {
    store,
    run,
    importStatement: (input) => outcome(importStatement(jobs(), { ...input, importId: newId() })),
    undoStatementImport: (importId) => outcome(undoStatementImport(jobs(), { importId })),
    rebuildSummaries: () => rebuildSummaries(jobs()),
    async rawState(): Promise<RawLedger> {
      const raw = (col: { path: string }) => store.collection(col.path);
      const state: RawLedger = {
        accounts: raw(at.accounts),
        paluwagans: raw(at.paluwagans),
        debts: raw(at.debts),
        recurring: raw(at.recurring),
        summaries: raw(at.summaries),
        imports: raw(at.imports),
        transactions: Object.entries(raw(at.transactions)).map(([id, t]) => ({ id, ...t }) as RawTransaction),
      };
      const unmade = household ? unattributed(state) : null;
      if (unmade) throw new Error(`Attribution broken: ${unmade}`);
      return state;
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
