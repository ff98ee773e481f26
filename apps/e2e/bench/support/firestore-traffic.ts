// Firestore documents read and written, as the page's own traffic to the emulator shows them. The
// app uses firebase/firestore/lite, i.e. plain REST: a query answers with an array of
// {document}, a batch get (also a transaction's reads) with {found} or {missing}, a single GET
// with the document; a commit carries its `writes`. Counting starts at reset().
import type { Page, Request, Response } from '@playwright/test';
import { STACK } from '../../src/support/stack';

const QUIET_MS = 700;

const DATABASE_PATH = `/v1/projects/${STACK.projectId}/databases/`;

/** The Firestore REST API, whichever host and port the app reaches it on (the e2e stack may gate it). */
function isFirestore(url: string): boolean {
  return new URL(url).pathname.startsWith(DATABASE_PATH);
}

type Rpc = 'runQuery' | 'runAggregationQuery' | 'batchGet' | 'commit' | 'get' | 'other';

function rpcOf(request: Request): Rpc {
  const { pathname } = new URL(request.url());
  const method = /:(\w+)$/.exec(pathname)?.[1];
  if (method === 'runQuery' || method === 'runAggregationQuery' || method === 'batchGet' || method === 'commit')
    return method;
  return request.method() === 'GET' && !method ? 'get' : 'other';
}

/** A user's own document (`users/{uid}`, the profile): read once at every app start, for the account's language. */
const isProfile = (name: unknown) => typeof name === 'string' && /\/documents\/users\/[^/]+$/.test(name);

/** A household's member (`households/{id}/members/{uid}`): read for the memberships, the names and the role. */
const isMembership = (name: unknown) =>
  typeof name === 'string' && /\/documents\/households\/[^/]+\/members\/[^/]+$/.test(name);

type Documents = Omit<Traffic, 'writes'>;

/** Documents in a response: found, and (batch gets) asked for but missing, which a summary of an empty month is. */
async function documentsIn(response: Response, rpc: Rpc): Promise<Documents> {
  if (!response.ok()) return { reads: 0, missing: 0, profile: 0, membership: 0 };
  const body = (await response.json()) as unknown;
  const items = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
  const found = (names: unknown[], missing: unknown[] = []): Documents => ({
    reads: names.length,
    missing: missing.length,
    profile: [...names, ...missing].filter(isProfile).length,
    membership: names.filter(isMembership).length,
  });
  const nameOf = (doc: unknown) => (doc as { name?: unknown }).name;
  switch (rpc) {
    case 'runQuery':
      return found(items.filter((item) => item['document']).map((item) => nameOf(item['document'])));
    case 'runAggregationQuery':
      // Billed as one read per batch of up to 1,000 index entries: at least 1.
      return found(items.filter((item) => item['result']));
    case 'batchGet':
      return found(
        items.filter((item) => item['found']).map((item) => nameOf(item['found'])),
        items.filter((item) => item['missing']).map((item) => item['missing']),
      );
    case 'get': {
      const doc = body as { documents?: unknown[]; fields?: unknown; name?: unknown };
      return found(doc.documents ? doc.documents.map(nameOf) : doc.fields ? [doc.name] : []);
    }
    default:
      return found([]);
  }
}

function writesIn(request: Request): number {
  const body = request.postDataJSON() as { writes?: unknown[] } | null;
  return body?.writes?.length ?? 0;
}

export interface Traffic {
  reads: number;
  writes: number;
  /** Documents a batch get asked for that do not exist. */
  missing: number;
  /**
   * Of those asked for, found or not: the user's profile, which every app start reads once (the
   * language travels with the account), whatever the screen. A screen's own reads leave it out.
   */
  profile: number;
  /** Of those found, household member documents (see isMembership). */
  membership: number;
}

/** Counts the page's Firestore reads and writes from reset() on. */
export function watchFirestore(page: Page) {
  let counted: Promise<Traffic>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (!isFirestore(request.url()) || request.method() === 'OPTIONS') return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    if (!isFirestore(request.url()) || request.method() === 'OPTIONS') return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    const request = response.request();
    if (!isFirestore(response.url()) || request.method() === 'OPTIONS') return;
    const rpc = rpcOf(request);
    counted.push(
      rpc === 'commit'
        ? Promise.resolve({
            reads: 0,
            missing: 0,
            profile: 0,
            membership: 0,
            writes: response.ok() ? writesIn(request) : 0,
          })
        : documentsIn(response, rpc).then((docs) => ({ ...docs, writes: 0 })),
    );
  });
  return {
    reset() {
      counted = [];
    },
    /**
     * Waits until no Firestore request has been in flight for a while, then sums what came back.
     * Every counted step talks to Firestore, so seeing nothing means the counter is blind (another
     * host, another API): that fails the bench instead of reporting 0.
     */
    async total(): Promise<Traffic> {
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
      if (counted.length === 0) throw new Error('no Firestore response seen since reset(): cannot count reads');
      const all = await Promise.all(counted);
      return all.reduce(
        (sum, t) => ({
          reads: sum.reads + t.reads,
          writes: sum.writes + t.writes,
          missing: sum.missing + t.missing,
          profile: sum.profile + t.profile,
          membership: sum.membership + t.membership,
        }),
        { reads: 0, writes: 0, missing: 0, profile: 0, membership: 0 },
      );
    },
  };
}
