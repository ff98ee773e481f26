// The books in memory: the in-process twin of Firestore that the ledger's tests run commands on.
// Documents are kept in their stored shape (through the same codecs), a transaction reads before
// it writes, and its writes land together at the end, or not at all when it throws. Transactions
// started together run one after another: Firestore makes concurrent ones serializable (it runs a
// conflicting one again), and two commands at once must not lose either's writes here either.
import type { StoredDoc } from '../stored';
import type { StoredTx } from '../port/port';
import type { StoredJobPort } from '../port/job';

/** A deep copy of plain data (maps, arrays, Dates), made in this realm (not structuredClone's). */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime()) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, copy(field)])) as T;
  }
  return value;
}

export class MemoryStore {
  private readonly docs = new Map<string, StoredDoc>();
  private running: Promise<unknown> = Promise.resolve();

  /** Runs `body` as one transaction, after those started before it: its writes land when it resolves, none when it throws. */
  transaction<T>(body: (tx: StoredTx) => Promise<T>): Promise<T> {
    const result = this.running.then(
      () => this.runAlone(body),
      () => this.runAlone(body),
    );
    this.running = result.catch(() => undefined);
    return result;
  }

  private async runAlone<T>(body: (tx: StoredTx) => Promise<T>): Promise<T> {
    const writes = new Map<string, StoredDoc | null>();
    let wrote = false;
    const write = (path: string, doc: StoredDoc | null) => {
      wrote = true;
      writes.set(path, doc);
    };
    const current = (path: string) => (writes.has(path) ? writes.get(path) : this.docs.get(path));
    const tx: StoredTx = {
      get: async (path) => {
        if (wrote) throw new Error('Every read of a transaction must come before its first write.');
        const doc = this.docs.get(path);
        return doc === undefined ? undefined : copy(doc);
      },
      listIds: async (collectionPath) => this.ids(collectionPath),
      set: (path, doc) => write(path, copy(doc)),
      update: (path, fields, removed) => {
        const doc = current(path);
        if (!doc) throw new Error(`No document to update at ${path}`);
        const next = { ...doc, ...copy(fields) };
        for (const key of removed) delete next[key];
        write(path, next);
      },
      delete: (path) => write(path, null),
    };
    const result = await body(tx);
    for (const [path, doc] of writes) {
      if (doc) this.docs.set(path, doc);
      else this.docs.delete(path);
    }
    return result;
  }

  /** The store as a long job's port (port/job.ts): its transactions, and pages in id order. */
  readonly jobs: StoredJobPort = {
    transaction: (body) => this.transaction(body),
    page: async (collectionPath, { after, limit, where }) =>
      this.ids(collectionPath)
        .filter((id) => after === undefined || id > after)
        .map((id) => ({ id, doc: copy(this.docs.get(`${collectionPath}/${id}`) as StoredDoc) }))
        .filter(({ doc }) => !where || fieldAt(doc, where.field) === where.value)
        .slice(0, limit),
    count: async (collectionPath) => this.ids(collectionPath).length,
  };

  /** The ids of the documents directly under `collectionPath`, in order. */
  ids(collectionPath: string): string[] {
    const prefix = `${collectionPath}/`;
    return [...this.docs.keys()]
      .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .map((path) => path.slice(prefix.length))
      .sort();
  }

  /** A collection's documents as stored, by id (a copy). */
  collection(collectionPath: string): Record<string, StoredDoc> {
    return Object.fromEntries(
      this.ids(collectionPath).map((id) => [id, copy(this.docs.get(`${collectionPath}/${id}`) as StoredDoc)]),
    );
  }

  /** Every document as stored, by path (a copy): to show a refusal wrote nothing. */
  snapshot(): Record<string, StoredDoc> {
    return Object.fromEntries(
      [...this.docs].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, doc]) => [path, copy(doc)]),
    );
  }

  /** One document as stored (a copy), or undefined. */
  read(path: string): StoredDoc | undefined {
    const doc = this.docs.get(path);
    return doc === undefined ? undefined : copy(doc);
  }
}

/** The value at a dotted path of a stored document ('import.id'), as Firestore reads a field path. */
function fieldAt(doc: StoredDoc, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);
}
