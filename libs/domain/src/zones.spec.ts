// The date rules must hold whatever the device's zone. This project is pinned to Asia/Manila
// (tools/jest/pin-zone.cjs); this spec reruns every other spec of the project in a child Jest under
// zones west of Manila (PITAKA_TEST_ZONE, which also keeps this spec out of the child runs).
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const ZONES = ['America/Los_Angeles', 'Asia/Dubai', 'UTC'];
const ROOT = join(__dirname, '../../..');

interface JestJson {
  success: boolean;
  numTotalTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { name: string; message: string; assertionResults: { fullName: string; status: string }[] }[];
}

function runProjectIn(zone: string): Promise<{ code: number; json: JestJson | null; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PITAKA_TEST_ZONE: zone };
  delete env.JEST_WORKER_ID;
  const args = [
    require.resolve('jest/bin/jest'),
    '-c',
    join(ROOT, 'libs/domain/jest.config.cjs'),
    '--ci',
    '--json',
    '--runInBand',
  ];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      let json: JestJson | null = null;
      try {
        json = JSON.parse(stdout) as JestJson;
      } catch {
        json = null;
      }
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, json, stderr });
    });
  });
}

describe('every domain spec passes in other zones', () => {
  it.each(ZONES)(
    'TZ=%s',
    async (zone) => {
      const { code, json, stderr } = await runProjectIn(zone);
      const failures = (json?.testResults ?? []).flatMap((file) => [
        ...(file.message && file.assertionResults.length === 0 ? [`${file.name}: ${file.message.slice(0, 500)}`] : []),
        ...file.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file.name}: ${a.fullName}`),
      ]);
      if (!json) throw new Error(`Jest under ${zone} gave no report (exit ${code}):\n${stderr.slice(-3000)}`);
      expect(failures).toEqual([]);
      expect(json.numRuntimeErrorTestSuites).toBe(0);
      expect(json.numTotalTests).toBeGreaterThan(100);
      expect(code).toBe(0);
    },
    120_000,
  );
});
