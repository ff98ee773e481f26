// The emulators' REST endpoints the stack uses, called as the owner (the emulators' admin token).

async function ownerRequest(url, { method = 'GET', body, timeoutMs = 30000 } = {}) {
  const json = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: { Authorization: 'Bearer owner', ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: !json ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} -> HTTP ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

const authAdmin = (host, projectId) => `http://${host}/emulator/v1/projects/${projectId}`;
const authApi = (host, projectId) => `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;

/** Delete every Firestore document of a project in the emulator. */
export async function clearFirestore(host, projectId) {
  await ownerRequest(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

/** Delete every Auth user of a project in the emulator. */
export async function clearAuth(host, projectId) {
  await ownerRequest(`${authAdmin(host, projectId)}/accounts`, { method: 'DELETE' });
}

/** Writes a Firestore export named exportName into directory (on the emulator's file system). */
export async function exportFirestore(host, projectId, directory, exportName) {
  await ownerRequest(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    body: {
      database: `projects/${projectId}/databases/(default)`,
      export_directory: directory,
      export_name: exportName,
    },
    timeoutMs: 120000,
  });
}

/** Every Auth user with password hashes, as the JSON text { users: [...] }. */
export function readAuthAccounts(host, projectId) {
  return ownerRequest(`${authApi(host, projectId)}/accounts:batchGet?maxResults=-1`);
}

/** The Auth emulator's project config, as JSON text. */
export function readAuthConfig(host, projectId) {
  return ownerRequest(`${authAdmin(host, projectId)}/config`);
}

export async function writeAuthConfig(host, projectId, configJson) {
  await ownerRequest(`${authAdmin(host, projectId)}/config`, { method: 'PATCH', body: configJson });
}

/** Creates users as exported (uids and password hashes kept); resolves to the per-user errors. */
export async function createAuthUsers(host, projectId, users) {
  const answer = JSON.parse(
    await ownerRequest(`${authApi(host, projectId)}/accounts:batchCreate`, { method: 'POST', body: { users } }),
  );
  return answer.error ?? [];
}

/**
 * Sends the Firestore emulator the kind of requests a signed-in page sends (rules evaluated), so
 * the first page to load data does not pay for the emulator's cold start: its first
 * rules-checked requests take many seconds on a busy machine. The throwaway user is removed.
 */
export async function warmUpFirestore(firestoreHost, authHost, projectId) {
  const signUp = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=warm-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `warm-up-${Date.now()}@example.com`,
      password: 'warm-up-only',
      returnSecureToken: true,
    }),
  });
  const { idToken, localId } = await signUp.json();
  const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  const asUser = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  const requests = [
    fetch(`${documents}/users/${localId}:runQuery`, {
      method: 'POST',
      headers: asUser,
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'accounts' }] } }),
    }),
    fetch(`${documents}:batchGet`, {
      method: 'POST',
      headers: asUser,
      body: JSON.stringify({ documents: [`projects/${projectId}/databases/(default)/documents/users/${localId}`] }),
    }),
  ];
  await Promise.all(requests.map((request) => request.then((response) => response.text())));
  await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:delete?key=warm-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
}
