// Bulk writes to the emulator: one `:commit` per 500 documents (Firestore's limit per commit), a
// few in parallel, with the owner token that bypasses the rules, as a trusted server would write.
import type { APIRequestContext } from '@playwright/test';
import { toRestFields, type Plain } from '../../src/support/rest-values';
import { STACK } from '../../src/support/stack';

const DATABASE = `projects/${STACK.projectId}/databases/(default)`;
const COMMIT = `${STACK.firestore}/v1/${DATABASE}/documents:commit`;
const OWNER = { Authorization: 'Bearer owner' };
const WRITES_PER_COMMIT = 500;
const COMMITS_IN_PARALLEL = 4;

export interface DocumentWrite {
  /** e.g. users/{uid}/transactions/{id} */
  path: string;
  data: { [key: string]: Plain };
}

async function commit(request: APIRequestContext, docs: readonly DocumentWrite[]) {
  const writes = docs.map((doc) => ({
    update: { name: `${DATABASE}/documents/${doc.path}`, fields: toRestFields(doc.data) },
  }));
  const response = await request.post(COMMIT, { headers: OWNER, data: { writes }, timeout: 120_000 });
  if (!response.ok()) throw new Error(`commit failed: ${response.status()} ${await response.text()}`);
}

/** Writes (creates or replaces) every document. */
export async function writeDocuments(request: APIRequestContext, docs: readonly DocumentWrite[]) {
  const batches: DocumentWrite[][] = [];
  for (let i = 0; i < docs.length; i += WRITES_PER_COMMIT) batches.push(docs.slice(i, i + WRITES_PER_COMMIT));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await commit(request, batches[next++]);
  };
  await Promise.all(Array.from({ length: COMMITS_IN_PARALLEL }, worker));
}
