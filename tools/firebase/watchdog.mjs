// A tiny detached watchdog: if this (parent) process dies without stopping the emulators (SIGKILL,
// an unhandled SIGTERM, a crash), it terminates their process groups, so no Java is left behind.
// It exits by itself once the groups are gone; stopWatchdog() ends it too.
import { spawn } from 'node:child_process';

const WATCHDOG = `
const [parent, ...groups] = process.argv.slice(1).map(Number);
const alive = (pid, group) => { try { process.kill(group ? -pid : pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const signal = (sig) => groups.forEach((g) => { try { process.kill(-g, sig); } catch {} });
const timer = setInterval(() => {
  if (!groups.some((g) => alive(g, true))) process.exit(0);
  if (alive(parent, false)) return;
  clearInterval(timer);
  signal('SIGTERM');
  const t0 = Date.now();
  const wait = setInterval(() => {
    if (!groups.some((g) => alive(g, true))) process.exit(0);
    if (Date.now() - t0 > 8000) { signal('SIGKILL'); process.exit(0); }
  }, 200);
}, 500);
`;

/** Watches this process on behalf of the process groups led by groupPids. */
export function startWatchdog(groupPids) {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), ...groupPids.map(String)], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  return watchdog;
}

export function stopWatchdog(watchdog) {
  try {
    if (watchdog.pid) process.kill(watchdog.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
