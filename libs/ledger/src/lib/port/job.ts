// The port of a long job (a statement import, its undo, a restore, the summaries' rebuild): many
// commands, each in its own transaction, so a job that stops between two leaves every finished
// one whole and can go on from there; and the queries it makes between them. The server runs
// jobs over the Admin SDK (apps/functions/src/admin-port.ts), tests over the memory store.
import { CommandError } from './command-error';
import { decode } from './typed-tx';
import type { DocKind, Documents } from './documents';
import type { CollectionRef, Space } from './paths';
import type { Actor, Command, StoredTx } from './port';
import { runIn } from './run';
import { withAccess, type Access } from '../commands/access';
import type { StoredDoc } from '../stored';

export interface PageOptions {
  /** Ids after this one (the page before's last). */
  after?: string;
  limit: number;
  /** Only the documents whose `field` (a dotted path) equals `value`. */
  where?: { field: string; value: string };
}

/** What an adapter implements: transactions and two queries, over documents in their stored shape. */
export interface StoredJobPort {
  transaction<T>(body: (tx: StoredTx) => Promise<T>): Promise<T>;
  /** Documents of a collection in id order. */
  page(collectionPath: string, options: PageOptions): Promise<{ id: string; doc: StoredDoc }[]>;
  count(collectionPath: string): Promise<number>;
}

/** A page of documents, and the id to read the next page after (an unreadable one included). */
export interface JobPage<T> {
  docs: T[];
  lastId: string | undefined;
}

/** The same port as a job sees it: whose books, commands by value, typed documents. */
export interface JobPort {
  space: Space;
  run<I, O>(command: Command<I, O>, input: I): Promise<O>;
  page<K extends DocKind>(col: CollectionRef<K>, options: PageOptions): Promise<JobPage<Documents[K]>>;
  /** The ids of a page of `col`, unreadable documents included (a job that deletes them all). */
  ids(col: CollectionRef, options: PageOptions): Promise<string[]>;
  count(col: CollectionRef): Promise<number>;
}

export interface JobPortOptions {
  space: Space;
  /** Who runs the job (required in a household). */
  actor?: Actor;
  /** What each of its commands checks first (access.ts): a member removed mid-job is stopped. */
  access?: Access;
  /** The time each command runs at (the clock's, unless a test or the emulator says otherwise). */
  now?: () => Date;
  newId?: () => string;
  log?: (message: string) => void;
}

/** A long job: resumable, since every command it runs is whole and it reads how far it got. */
export type Job<I, O> = (port: JobPort, input: I) => Promise<O>;

/**
 * The typed job port. A document the app cannot read is left out of its page (and logged), as
 * every list of the app does, so one bad document does not stop a job; `lastId` still passes it.
 */
export function jobPort(stored: StoredJobPort, options: JobPortOptions): JobPort {
  const { space, actor, access, now = () => new Date(), newId, log = console.warn } = options;
  return {
    space,
    run: (command, input) =>
      runIn((body) => stored.transaction(body), access ? withAccess(access, command) : command, input, {
        space,
        actor,
        now: now(),
        newId,
      }),
    async page(col, options) {
      const found = await stored.page(col.path, options);
      const docs: Documents[typeof col.kind][] = [];
      for (const { id, doc } of found) {
        try {
          docs.push(decode(col.kind, `${col.path}/${id}`, id, doc));
        } catch (error) {
          if (!(error instanceof CommandError)) throw error;
          log(error.message);
        }
      }
      return { docs, lastId: found[found.length - 1]?.id };
    },
    ids: async (col, options) => (await stored.page(col.path, options)).map(({ id }) => id),
    count: (col) => stored.count(col.path),
  };
}

/** Every document of `col` (those `where` picks), `pageSize` at a time. */
export async function readWhole<K extends DocKind>(
  port: JobPort,
  col: CollectionRef<K>,
  where?: PageOptions['where'],
  pageSize = 1000,
): Promise<Documents[K][]> {
  const all: Documents[K][] = [];
  for (let after: string | undefined; ;) {
    const page = await port.page(col, { after, limit: pageSize, where });
    all.push(...page.docs);
    if (page.lastId === undefined) return all;
    after = page.lastId;
  }
}
