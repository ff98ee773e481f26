// The house rules of ARCHITECTURE.md, checked by running the workspace's real ESLint config on
// probe files placed (virtually) inside each project.
// The ESLint CLI runs in a child process: Jest's module sandbox cannot load the ESM flat config.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}

const BOUNDARY_RULES = ['@nx/enforce-module-boundaries'];

function boundaryErrors(filePath: string, code: string, rules: readonly string[] = BOUNDARY_RULES): Promise<string[]> {
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
            .filter((message) => rules.includes(message.ruleId ?? '') && message.severity === 2)
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
    [
      'libs/ui importing firebase',
      'libs/ui/src/lint-probe.ts',
      "import { getApp } from 'firebase/app';\nexport const app = getApp;\n",
      /firebase/,
    ],
    [
      'libs/ui importing the data lib',
      'libs/ui/src/lint-probe.ts',
      "import { useSession } from '@pitaka/data';\nexport const probe = useSession;\n",
      /type:ui/,
    ],
    [
      'libs/domain importing React',
      'libs/domain/src/lint-probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
      /react/,
    ],
    [
      'libs/domain importing firebase',
      'libs/domain/src/lint-probe.ts',
      "import { getFirestore } from 'firebase/firestore/lite';\nexport const probe = getFirestore;\n",
      /firebase/,
    ],
    [
      'libs/data importing the ui lib',
      'libs/data/src/lint-probe.ts',
      "import { theme } from '@pitaka/ui';\nexport const probe = theme;\n",
      /type:data/,
    ],
    [
      'an app importing firebase',
      'apps/accounts/src/lint-probe.ts',
      "import { getAuth } from 'firebase/auth';\nexport const probe = getAuth;\n",
      /firebase/,
    ],
    [
      'a remote importing the shell',
      'apps/accounts/src/lint-probe.ts',
      "import { App } from '../../shell/src/app/app';\nexport const probe = App;\n",
      /./,
    ],
    [
      'the shell importing a remote',
      'apps/shell/src/lint-probe.ts',
      "import page from '../../debt/src/pages/debt-list-page';\nexport const probe = page;\n",
      /./,
    ],
  ])('refuses %s', async (_label, file, code, reason) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(reason);
  });

  it.each([
    [
      'libs/data importing firebase and domain',
      'libs/data/src/lint-probe.ts',
      "import { getApp } from 'firebase/app';\nimport { toCentavos } from '@pitaka/domain';\nexport const probe = [getApp, toCentavos];\n",
    ],
    [
      'an app importing ui and data',
      'apps/debt/src/lint-probe.ts',
      "import { Card } from '@pitaka/ui';\nimport { useSession } from '@pitaka/data';\nexport const probe = [Card, useSession];\n",
    ],
    [
      'libs/domain importing date-fns',
      'libs/domain/src/lint-probe.ts',
      "import { addMonths } from 'date-fns';\nexport const probe = addMonths;\n",
    ],
  ])('allows %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

// The remote layout (docs/architecture.md): the zones are computed from the feature folders that
// exist when ESLint starts, so the probes create two real (temporary) feature areas and a page.
describe('remote layout zones', () => {
  const src = join(workspaceRoot, 'apps/accounts/src');
  const made = [join(src, 'features/probe-a'), join(src, 'features/probe-b'), join(src, 'pages/probe-page.tsx')];
  const LAYOUT_RULES = ['import/no-restricted-paths', 'no-restricted-imports'];

  beforeAll(() => {
    mkdirSync(join(src, 'features/probe-a/components'), { recursive: true });
    mkdirSync(join(src, 'features/probe-b'), { recursive: true });
    writeFileSync(join(src, 'features/probe-a/helper.ts'), 'export const helper = 1;\n');
    writeFileSync(join(src, 'features/probe-b/thing.ts'), 'export const thing = 1;\n');
    writeFileSync(join(src, 'pages/probe-page.tsx'), 'export const page = 1;\n');
  });
  afterAll(() => made.forEach((path) => rmSync(path, { recursive: true, force: true })));

  it.each([
    [
      'a feature importing a page',
      'features/probe-a/lint-probe.ts',
      "import { page } from '../../pages/probe-page';\nexport const probe = page;\n",
      /never imports a page/,
    ],
    [
      'a feature importing another feature',
      'features/probe-a/lint-probe.ts',
      "import { thing } from '../probe-b/thing';\nexport const probe = thing;\n",
      /never imports another feature/,
    ],
    [
      'a presentational component importing the data lib',
      'features/probe-a/components/lint-probe.tsx',
      "import { useAccounts } from '@pitaka/data';\nexport const probe = useAccounts;\n",
      /take data as props/,
    ],
  ])('refuses %s', async (_label, file, code, reason) => {
    const errors = await boundaryErrors(join('apps/accounts/src', file), code, LAYOUT_RULES);
    expect(errors.join('\n')).toMatch(reason);
  });

  it.each([
    [
      'a page importing a feature',
      'pages/lint-probe.ts',
      "import { helper } from '../features/probe-a/helper';\nexport const probe = helper;\n",
    ],
    [
      'a feature importing its own files and the data lib',
      'features/probe-a/lint-probe.ts',
      "import { helper } from './helper';\nimport { useAccounts } from '@pitaka/data';\nexport const probe = [helper, useAccounts];\n",
    ],
  ])('allows %s', async (_label, file, code) => {
    expect(await boundaryErrors(join('apps/accounts/src', file), code, LAYOUT_RULES)).toEqual([]);
  });
});
