// The one set of process, port and HTTP helpers of the start, test and emulator scripts.
import { spawn } from 'node:child_process';
import net from 'node:net';

const LOCALHOST = '127.0.0.1';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to completion, inheriting stdio; resolves to its exit code. */
export function run(command, args, { env, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, cwd });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

// Safety net: a group not stopped by the time this process exits is killed with it (its leader
// may be gone while its children still run).
const runningGroups = new Set();
process.on('exit', () => runningGroups.forEach((pid) => signalGroup(pid, 'SIGKILL')));

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** True while any process of the group led by pid is alive. */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function waitUntil(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(100);
  return condition();
}

// Output arrives in arbitrary chunks: only whole lines are passed on, the rest waits for more.
function forEachLine(stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop();
    lines.forEach(onLine);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
    rest = '';
  });
}

/**
 * Starts a long-running command in its own process group, so stopping it stops its children.
 * `env` is added to this process's environment; a key set to undefined is removed.
 * `exited` resolves to { code, signal, error } (error: it could not be spawned).
 * `stop()` sends SIGTERM to the group, then SIGKILL after timeoutMs; it resolves to true if SIGKILL was needed.
 */
export function startGroup(command, args, { env, cwd, onLine } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forEachLine(child.stdout, (line) => onLine?.(line));
  forEachLine(child.stderr, (line) => onLine?.(line));
  let done = false;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  }).then((how) => {
    done = true;
    return how;
  });
  if (child.pid) runningGroups.add(child.pid);

  const stop = async (timeoutMs = 8000) => {
    const pid = child.pid;
    if (!pid) return false;
    let forced = false;
    if (groupAlive(pid)) {
      signalGroup(pid, 'SIGTERM');
      if (!(await waitUntil(() => !groupAlive(pid) && done, timeoutMs)) && groupAlive(pid)) {
        forced = true;
        signalGroup(pid, 'SIGKILL');
        await waitUntil(() => !groupAlive(pid), 5000);
      }
    }
    await Promise.race([exited, sleep(2000)]);
    runningGroups.delete(pid);
    return forced;
  };
  return {
    child,
    exited,
    get done() {
      return done;
    },
    stop,
  };
}

/** True when nothing listens on host:port; rejects on errors other than "in use" / "not allowed". */
export function isPortFree(port, host = LOCALHOST) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system reports free right now on host. */
export function freePort(host = LOCALHOST) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port: 0 }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answersOk(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Polls a URL until it answers 2xx, or rejects after timeoutMs. When `exited` (a promise) settles
 * first, the server died: it rejects at once with an error whose `exit` is what `exited` resolved to.
 */
export async function waitForHttp(url, timeoutMs, { pollMs = 500, attemptTimeoutMs = 5000, exited } = {}) {
  let exit;
  exited?.then((how) => (exit = how ?? {}));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit) throw Object.assign(new Error(`the server of ${url} exited before it answered`), { exit });
    if (await answersOk(url, attemptTimeoutMs)) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(pollMs);
  }
}
