// The house rules of ARCHITECTURE.md, checked by running the workspace's real ESLint config on
// probe files placed (virtually) inside each project.
// The ESLint CLI runs in a child process: Jest's module sandbox cannot load the ESM flat config.
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}

function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      join(workspaceRoot, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', filePath, '--format', 'json'],
      { cwd: workspaceRoot },
      (error, stdout, stderr) => {
        // ESLint exits 1 when it reports errors; anything else (or no JSON) is a real failure.
        if (error && error.code !== 1) return reject(new Error(`eslint failed: ${stderr || error.message}`));
        const [result] = JSON.parse(stdout) as { messages: LintMessage[] }[];
        resolve(
          result.messages
            .filter((message) => message.ruleId === '@nx/enforce-module-boundaries' && message.severity === 2)
            .map((message) => message.message),
        );
      },
    );
    child.stdin?.end(code);
  });
}

jest.setTimeout(60_000);

describe('module boundaries', () => {
  it.each([
    ['libs/ui importing firebase', 'libs/ui/src/lint-probe.ts', "import { getApp } from 'firebase/app';\nexport const app = getApp;\n", /firebase/],
    ['libs/ui importing the data lib', 'libs/ui/src/lint-probe.ts', "import { useSession } from '@pitaka/data';\nexport const probe = useSession;\n", /type:ui/],
    ['libs/domain importing React', 'libs/domain/src/lint-probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n", /react/],
    ['libs/domain importing firebase', 'libs/domain/src/lint-probe.ts', "import { getFirestore } from 'firebase/firestore/lite';\nexport const probe = getFirestore;\n", /firebase/],
    ['libs/data importing the ui lib', 'libs/data/src/lint-probe.ts', "import { theme } from '@pitaka/ui';\nexport const probe = theme;\n", /type:data/],
    ['an app importing firebase', 'apps/accounts/src/lint-probe.ts', "import { getAuth } from 'firebase/auth';\nexport const probe = getAuth;\n", /firebase/],
    ['a remote importing the shell', 'apps/accounts/src/lint-probe.ts', "import { App } from '../../shell/src/app/app';\nexport const probe = App;\n", /./],
    ['the shell importing a remote', 'apps/shell/src/lint-probe.ts', "import page from '../../debt/src/pages/debt-list-page';\nexport const probe = page;\n", /./],
  ])('refuses %s', async (_label, file, code, reason) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(reason);
  });

  it.each([
    ['libs/data importing firebase and domain', 'libs/data/src/lint-probe.ts', "import { getApp } from 'firebase/app';\nimport { toCentavos } from '@pitaka/domain';\nexport const probe = [getApp, toCentavos];\n"],
    ['an app importing ui and data', 'apps/debt/src/lint-probe.ts', "import { Card } from '@pitaka/ui';\nimport { useSession } from '@pitaka/data';\nexport const probe = [Card, useSession];\n"],
    ['libs/domain importing date-fns', 'libs/domain/src/lint-probe.ts', "import { addMonths } from 'date-fns';\nexport const probe = addMonths;\n"],
  ])('allows %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
