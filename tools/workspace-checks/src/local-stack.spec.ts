// The local stack behind `npm start`, exercised through its real scripts in child processes:
// data survives a restart, a kill -9, a Ctrl-C or an interrupted export as the README says, and a
// port already in use stops the start with a clear message.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');

function runNode(script: string, args: string[], timeoutMs: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [join(workspaceRoot, script), ...args],
      { cwd: workspaceRoot, timeout: timeoutMs },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          output: `${stdout}${stderr}`,
        });
      },
    );
  });
}

/** Holds a port for the duration of a test; if something else already holds it, that is as good. */
async function occupy(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('local Firebase stack', () => {
  it('keeps users (passwords still checked) and data across restarts: kill -9 loses at most the changes since the last periodic export, Ctrl-C and an interrupted export lose nothing', async () => {
    const { code, output } = await runNode(
      'tools/firebase/durability-check.mjs',
      ['--firestore-port', '8480', '--auth-port', '9499', '--hub-port', '4490', '--logging-port', '4590'],
      240_000,
    );
    // With its output, so that a failure says which step failed and why.
    expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(/durability check passed/) });
    expect(output).not.toMatch(/FAILED/);
  }, 250_000);

  it('refuses a Firestore port that is already in use, naming it', async () => {
    const holder = await occupy(8390);
    try {
      const { code, output } = await runNode(
        'tools/firebase/run-stack.mjs',
        ['--firestore-port', '8390', '--auth-port', '9390'],
        30_000,
      );
      expect(code).not.toBe(0);
      expect(output).toMatch(/Port 8390 \(Firestore emulator\) is already in use/);
    } finally {
      holder?.close();
    }
  }, 40_000);

  it('npm start refuses a shell port that is already in use, before starting anything', async () => {
    const holder = await occupy(4200);
    try {
      const { code, output } = await runNode('tools/start.mjs', [], 30_000);
      expect(code).toBe(1);
      expect(output).toMatch(/Port 4200 \(shell\) is already in use/);
      expect(output).not.toMatch(/Starting the Firebase emulators/);
    } finally {
      holder?.close();
    }
  }, 40_000);
});
