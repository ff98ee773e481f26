import type { APIRequestContext } from '@playwright/test';

/** Ports of tools/e2e-stack.mjs. */
export const STACK = {
  shell: 'http://localhost:4300',
  auth: 'http://127.0.0.1:9299',
  firestore: 'http://127.0.0.1:8280',
  control: 'http://127.0.0.1:4399',
  projectId: 'demo-pitaka',
  apps: {
    accounts: 'http://localhost:4301',
    paluwagan: 'http://localhost:4302',
    debt: 'http://localhost:4303',
    insights: 'http://localhost:4304',
    planning: 'http://localhost:4305',
  },
} as const;

export type AppName = 'shell' | 'accounts' | 'paluwagan' | 'debt' | 'insights' | 'planning';

/** Each remote and the level-1 heading of its home page (what it shows first when run standalone). */
export const REMOTE_HOMES = [
  ['accounts', 'Accounts'],
  ['paluwagan', 'Paluwagan'],
  ['debt', 'Debt Management'],
  ['insights', 'Insights'],
  ['planning', 'Upcoming'],
] as const;

/** Really closes (or reopens) one app's HTTP server. */
export async function setAppServer(request: APIRequestContext, app: AppName, action: 'stop' | 'start') {
  const response = await request.post(`${STACK.control}/apps/${app}/${action}`);
  if (!response.ok()) throw new Error(`Could not ${action} ${app}: ${response.status()}`);
}

/**
 * Really closes (or reopens) the browser's way to the Firestore and Functions emulators: stopped, new connections
 * are refused and open ones dropped; the emulator and its data stay, and the REST helpers in
 * ledger.ts (which talk to it directly) keep working.
 */
export async function setFirestore(request: APIRequestContext, action: 'stop' | 'start') {
  const response = await request.post(`${STACK.control}/firestore/${action}`);
  if (!response.ok()) throw new Error(`Could not ${action} Firestore: ${response.status()}`);
}

let userCounter = 0;

/** Creates a user in the Auth emulator and returns its credentials. */
export async function createUser(request: APIRequestContext, prefix = 'user') {
  userCounter += 1;
  const email = `${prefix}-${Date.now()}-${userCounter}@example.com`;
  const password = 'Secret123';
  const response = await request.post(
    `${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  if (!response.ok()) throw new Error(`signUp failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string };
  return { email, password, uid: body.localId };
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The out-of-band codes (password reset, verification) the Auth emulator has "e-mailed". */
export async function emulatorOobCodes(request: APIRequestContext): Promise<OobCode[]> {
  const response = await request.get(`${STACK.auth}/emulator/v1/projects/${STACK.projectId}/oobCodes`);
  if (!response.ok()) throw new Error(`oobCodes failed: ${response.status()}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** A fresh e-mail address nobody has used in this run. */
export function uniqueEmail(prefix = 'user') {
  userCounter += 1;
  return `${prefix}-${Date.now()}-${userCounter}@example.com`;
}
