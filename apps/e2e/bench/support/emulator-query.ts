// The emulator alone: how long the first-page query of /transactions or account detail takes over
// REST, without the browser. Set beside the screen timings, it shows which part of a difference
// between 30 and 30,000 transactions is the local emulator's (which, unlike production Firestore,
// may not answer from an index in time independent of the collection's size).
import type { APIRequestContext } from '@playwright/test';
import { STACK } from '../../src/support/stack';

const OWNER = { Authorization: 'Bearer owner' };

/** Milliseconds for the query the screen's first page runs: newest date first, page size + 1. */
export async function timeFirstPageQuery(
  request: APIRequestContext,
  uid: string,
  pageSize: number,
  accountId?: string,
): Promise<number> {
  const structuredQuery = {
    from: [{ collectionId: 'transactions' }],
    ...(accountId
      ? {
          where: {
            fieldFilter: { field: { fieldPath: 'accountId' }, op: 'EQUAL', value: { stringValue: accountId } },
          },
        }
      : {}),
    orderBy: [{ field: { fieldPath: 'date' }, direction: 'DESCENDING' }],
    limit: pageSize + 1,
  };
  const url = `${STACK.firestore}/v1/projects/${STACK.projectId}/databases/(default)/documents/users/${uid}:runQuery`;
  const started = performance.now();
  const response = await request.post(url, { headers: OWNER, data: { structuredQuery } });
  const rows = (await response.json()) as { document?: unknown }[];
  const elapsed = performance.now() - started;
  if (!response.ok() || rows.filter((row) => row.document).length === 0)
    throw new Error(`the first-page query failed: ${response.status()}`);
  return elapsed;
}
