// The Firestore emulator's REST API, spoken directly: the raw wire a hostile client uses, and
// the emulator's admin access (`Bearer owner`, which bypasses the rules) for seeding and for
// reading everything back.
import type { WireFields } from './wire';

/** The emulator's admin credential: never an attack, only seeding and reading back. */
const ADMIN = 'Bearer owner';

/** An Authorization header value, or null for none. */
export type Credential = string | null;
export const bearer = (token: string): Credential => `Bearer ${token}`;

export interface RestResponse {
  status: number;
  /** The parsed JSON body (an array for runQuery, `{ error: { status } }` when refused). */
  body: unknown;
}

/** What a stored document is, as read with admin rights: its fields and both times. */
export interface StoredDocument {
  fields: unknown;
  createTime: string;
  updateTime: string;
}

export type Write = Record<string, unknown>;

export class FirestoreRest {
  constructor(
    readonly host: string,
    readonly projectId: string,
  ) {}

  /** Resource name of the database's documents root (what names and parents start with). */
  get root(): string {
    return `projects/${this.projectId}/databases/(default)/documents`;
  }

  name(path: string): string {
    return `${this.root}/${path}`;
  }

  async send(credential: Credential, method: string, pathAndQuery: string, body?: unknown): Promise<RestResponse> {
    const suffix = pathAndQuery.startsWith(':') || pathAndQuery === '' ? pathAndQuery : `/${pathAndQuery}`;
    const response = await fetch(`http://${this.host}/v1/${this.root}${suffix}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(credential === null ? {} : { Authorization: credential }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  get(credential: Credential, path: string) {
    return this.send(credential, 'GET', path);
  }

  list(credential: Credential, collectionPath: string) {
    return this.send(credential, 'GET', collectionPath);
  }

  /** A write that only succeeds if the document does not exist yet (a create for the rules). */
  create(credential: Credential, path: string, fields: WireFields) {
    return this.send(credential, 'PATCH', `${path}?currentDocument.exists=false`, { fields });
  }

  /** POST to the collection with a chosen id: the other way to create. */
  createIn(credential: Credential, collectionPath: string, id: string, fields: WireFields) {
    return this.send(credential, 'POST', `${collectionPath}?documentId=${id}`, { fields });
  }

  /** Replaces an existing document with `fields` (an update for the rules). */
  replace(credential: Credential, path: string, fields: WireFields) {
    return this.send(credential, 'PATCH', `${path}?currentDocument.exists=true`, { fields });
  }

  /** Updates only `fieldPaths` of an existing document; a path missing from `fields` is deleted. */
  updateFields(credential: Credential, path: string, fields: WireFields, fieldPaths: string[]) {
    const mask = fieldPaths.map((p) => `updateMask.fieldPaths=${encodeURIComponent(p)}`).join('&');
    return this.send(credential, 'PATCH', `${path}?${mask}&currentDocument.exists=true`, { fields });
  }

  remove(credential: Credential, path: string) {
    return this.send(credential, 'DELETE', path);
  }

  batchGet(credential: Credential, paths: string[]) {
    return this.send(credential, 'POST', ':batchGet', { documents: paths.map((p) => this.name(p)) });
  }

  /** runQuery below `parentPath` ('' for the root). */
  runQuery(credential: Credential, parentPath: string, structuredQuery: unknown) {
    return this.send(credential, 'POST', `${parentPath}:runQuery`, { structuredQuery });
  }

  count(credential: Credential, parentPath: string, structuredQuery: unknown) {
    return this.send(credential, 'POST', `${parentPath}:runAggregationQuery`, {
      structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'n', count: {} }] },
    });
  }

  /** The atomic batch: every write is applied or none. */
  commit(credential: Credential, writes: Write[], transaction?: string) {
    return this.send(credential, 'POST', ':commit', { writes, ...(transaction ? { transaction } : {}) });
  }

  async beginTransaction(credential: Credential): Promise<string> {
    const { status, body } = await this.send(credential, 'POST', ':beginTransaction', {});
    if (status !== 200) throw new Error(`beginTransaction: ${status} ${JSON.stringify(body)}`);
    return (body as { transaction: string }).transaction;
  }

  /** A commit write that sets the whole document at `path`. */
  setWrite(path: string, fields: WireFields): Write {
    return { update: { name: this.name(path), fields } };
  }

  // --- admin (rules bypassed) -----------------------------------------------------------------

  async loadRules(rules: string): Promise<void> {
    const response = await fetch(`http://${this.host}/emulator/v1/projects/${this.projectId}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
    });
    if (!response.ok) throw new Error(`loading the rules failed: ${response.status} ${await response.text()}`);
  }

  async clearAll(): Promise<void> {
    const url = `http://${this.host}/emulator/v1/projects/${this.projectId}/databases/(default)/documents`;
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`clearing the project failed: ${response.status}`);
  }

  async adminSet(path: string, fields: WireFields): Promise<void> {
    await this.expectOk(this.send(ADMIN, 'PATCH', path, { fields }), `seeding ${path}`);
  }

  async adminDelete(path: string): Promise<void> {
    await this.expectOk(this.send(ADMIN, 'DELETE', path), `deleting ${path}`);
  }

  /** Every document of the project, wherever it is, keyed by path (a query over all collections). */
  async adminReadEverything(): Promise<Record<string, StoredDocument>> {
    const { body } = await this.expectOk(
      this.runQuery(ADMIN, '', { from: [{ allDescendants: true }] }),
      'reading the whole project',
    );
    const out: Record<string, StoredDocument> = {};
    for (const row of body as { document?: { name: string } & StoredDocument }[]) {
      if (!row.document) continue;
      const { name, fields, createTime, updateTime } = row.document;
      out[name.slice(this.root.length + 1)] = { fields: fields ?? {}, createTime, updateTime };
    }
    return out;
  }

  private async expectOk(request: Promise<RestResponse>, what: string): Promise<RestResponse> {
    const response = await request;
    if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }
}
