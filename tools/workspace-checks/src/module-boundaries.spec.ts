// The house rules of ARCHITECTURE.md, checked by running the workspace's real ESLint config on
// probe files placed (virtually) inside each project.
// All probes are linted together in one ESLint process (lint-probes.mjs) before the tests: starting
// ESLint and loading its config costs seconds, linting one more probe costs milliseconds.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');

interface Probe {
  label: string;
  file: string;
  code: string;
}

interface RefusedProbe extends Probe {
  reason: RegExp;
}

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
  fatal: boolean;
}

const BOUNDARY_RULES = ['@nx/enforce-module-boundaries'];
const LAYOUT_RULES = ['import/no-restricted-paths', 'no-restricted-imports'];

const REFUSED_BOUNDARIES: RefusedProbe[] = [
  {
    label: 'libs/ui importing firebase',
    file: 'libs/ui/src/lint-probe.ts',
    code: "import { getApp } from 'firebase/app';\nexport const app = getApp;\n",
    reason: /firebase/,
  },
  {
    label: 'libs/ui importing the data lib',
    file: 'libs/ui/src/lint-probe.ts',
    code: "import { useSession } from '@pitaka/data';\nexport const probe = useSession;\n",
    reason: /type:ui/,
  },
  {
    label: 'libs/domain importing React',
    file: 'libs/domain/src/lint-probe.ts',
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
    reason: /react/,
  },
  {
    label: 'libs/domain importing firebase',
    file: 'libs/domain/src/lint-probe.ts',
    code: "import { getFirestore } from 'firebase/firestore/lite';\nexport const probe = getFirestore;\n",
    reason: /firebase/,
  },
  {
    label: 'libs/ledger importing firebase',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { runTransaction } from 'firebase/firestore/lite';\nexport const probe = runTransaction;\n",
    reason: /firebase/,
  },
  {
    label: 'libs/ledger importing the Admin SDK',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { getFirestore } from '@firebase/firestore';\nexport const probe = getFirestore;\n",
    reason: /firebase/,
  },
  {
    // (The data lib imports the ledger: a probe importing it back is refused as a cycle.)
    label: 'libs/ledger importing the ui lib',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { theme } from '@pitaka/ui';\nexport const probe = theme;\n",
    reason: /type:ledger/,
  },
  {
    label: 'libs/ledger importing React',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
    reason: /react/,
  },
  {
    label: 'libs/data importing the ui lib',
    file: 'libs/data/src/lint-probe.ts',
    code: "import { theme } from '@pitaka/ui';\nexport const probe = theme;\n",
    reason: /type:data/,
  },
  {
    label: 'an app importing firebase',
    file: 'apps/accounts/src/lint-probe.ts',
    code: "import { getAuth } from 'firebase/auth';\nexport const probe = getAuth;\n",
    reason: /firebase/,
  },
  {
    label: 'a remote importing the shell',
    file: 'apps/accounts/src/lint-probe.ts',
    code: "import { App } from '../../shell/src/app/app';\nexport const probe = App;\n",
    reason: /./,
  },
  {
    label: 'the shell importing a remote',
    file: 'apps/shell/src/lint-probe.ts',
    code: "import page from '../../debt/src/pages/debt-list-page';\nexport const probe = page;\n",
    reason: /./,
  },
];

const ALLOWED_BOUNDARIES: Probe[] = [
  {
    label: 'libs/data importing firebase and domain',
    file: 'libs/data/src/lint-probe.ts',
    code: "import { getApp } from 'firebase/app';\nimport { toCentavos } from '@pitaka/domain';\nexport const probe = [getApp, toCentavos];\n",
  },
  {
    label: 'libs/data importing the ledger',
    file: 'libs/data/src/lint-probe.ts',
    code: "import { paths } from '@pitaka/ledger';\nexport const probe = paths;\n",
  },
  {
    label: 'libs/ledger importing the domain',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { toCentavos } from '@pitaka/domain';\nexport const probe = toCentavos;\n",
  },
  {
    label: 'an app importing ui and data',
    file: 'apps/debt/src/lint-probe.ts',
    code: "import { Card } from '@pitaka/ui';\nimport { useSession } from '@pitaka/data';\nexport const probe = [Card, useSession];\n",
  },
  {
    label: 'libs/domain importing date-fns',
    file: 'libs/domain/src/lint-probe.ts',
    code: "import { addMonths } from 'date-fns';\nexport const probe = addMonths;\n",
  },
];

// The remote layout (docs/architecture.md): the zones are computed from the feature folders that
// exist when ESLint starts, so the probes need two real (temporary) feature areas and a page.
const accountsSrc = 'apps/accounts/src';

const REFUSED_LAYOUT: RefusedProbe[] = [
  {
    label: 'a feature importing a page',
    file: `${accountsSrc}/features/probe-a/lint-probe.ts`,
    code: "import { page } from '../../pages/probe-page';\nexport const probe = page;\n",
    reason: /never imports a page/,
  },
  {
    label: 'a feature importing another feature',
    file: `${accountsSrc}/features/probe-a/lint-probe.ts`,
    code: "import { thing } from '../probe-b/thing';\nexport const probe = thing;\n",
    reason: /never imports another feature/,
  },
  {
    label: 'a presentational component importing the data lib',
    file: `${accountsSrc}/features/probe-a/components/lint-probe.tsx`,
    code: "import { useAccounts } from '@pitaka/data';\nexport const probe = useAccounts;\n",
    reason: /take data as props/,
  },
];

const ALLOWED_LAYOUT: Probe[] = [
  {
    label: 'a page importing a feature',
    file: `${accountsSrc}/pages/lint-probe.ts`,
    code: "import { helper } from '../features/probe-a/helper';\nexport const probe = helper;\n",
  },
  {
    label: 'a feature importing its own files and the data lib',
    file: `${accountsSrc}/features/probe-a/lint-probe.ts`,
    code: "import { helper } from './helper';\nimport { useAccounts } from '@pitaka/data';\nexport const probe = [helper, useAccounts];\n",
  },
];

// libs/data's two entries (docs/architecture.md): its hooks and store reach the session part only
// through '@pitaka/data/session', so each page holds one shared copy of it.
const REFUSED_SESSION_PART: RefusedProbe[] = [
  {
    label: "libs/data's hooks importing the session part by path",
    file: 'libs/data/src/lib/hooks/lint-probe.ts',
    code: "import { useSession } from '../session/session-context';\nexport const probe = useSession;\n",
    reason: /through '@pitaka\/data\/session'/,
  },
  {
    label: 'a presentational component importing the session entry',
    file: `${accountsSrc}/features/probe-a/components/lint-probe.tsx`,
    code: "import { useSession } from '@pitaka/data/session';\nexport const probe = useSession;\n",
    reason: /take data as props/,
  },
];

const ALLOWED_SESSION_PART: Probe[] = [
  {
    label: "libs/data's store importing the session entry",
    file: 'libs/data/src/lib/store/lint-probe.ts',
    code: "import { toDataError } from '@pitaka/data/session';\nexport const probe = toDataError;\n",
  },
];

const layoutFixtures = join(workspaceRoot, accountsSrc);
const madeForLayout = ['features/probe-a', 'features/probe-b', 'pages/probe-page.tsx'].map((path) =>
  join(layoutFixtures, path),
);

function createLayoutFixtures(): void {
  mkdirSync(join(layoutFixtures, 'features/probe-a/components'), { recursive: true });
  mkdirSync(join(layoutFixtures, 'features/probe-b'), { recursive: true });
  writeFileSync(join(layoutFixtures, 'features/probe-a/helper.ts'), 'export const helper = 1;\n');
  writeFileSync(join(layoutFixtures, 'features/probe-b/thing.ts'), 'export const thing = 1;\n');
  writeFileSync(join(layoutFixtures, 'pages/probe-page.tsx'), 'export const page = 1;\n');
}

function lintProbes(probes: readonly Probe[]): Promise<LintMessage[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'lint-probes.mjs')],
      { cwd: workspaceRoot, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`linting the probes failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout) as LintMessage[][]);
      },
    );
    child.stdin?.end(JSON.stringify(probes.map(({ file, code }) => ({ file, code }))));
  });
}

const messagesByProbe = new Map<Probe, LintMessage[]>();

function errorsFor(probe: Probe, rules: readonly string[]): string[] {
  const messages = messagesByProbe.get(probe);
  if (!messages) throw new Error(`probe "${probe.label}" was not linted`);
  return messages
    .filter((message) => rules.includes(message.ruleId ?? '') && message.severity === 2)
    .map((message) => message.message);
}

beforeAll(async () => {
  createLayoutFixtures();
  const probes = [
    ...REFUSED_BOUNDARIES,
    ...ALLOWED_BOUNDARIES,
    ...REFUSED_LAYOUT,
    ...ALLOWED_LAYOUT,
    ...REFUSED_SESSION_PART,
    ...ALLOWED_SESSION_PART,
  ];
  const results = await lintProbes(probes);
  probes.forEach((probe, index) => {
    // A probe that does not parse has no rule results at all: its "allows" test would pass for nothing.
    const fatal = results[index].find((message) => message.fatal);
    if (fatal) throw new Error(`probe "${probe.label}" did not parse: ${fatal.message}`);
    messagesByProbe.set(probe, results[index]);
  });
}, 120_000);

afterAll(() => madeForLayout.forEach((path) => rmSync(path, { recursive: true, force: true })));

const named = <T extends Probe>(probes: T[]): [string, T][] => probes.map((probe) => [probe.label, probe]);

describe('module boundaries', () => {
  it.each(named(REFUSED_BOUNDARIES))('refuses %s', (_label, probe) => {
    const errors = errorsFor(probe, BOUNDARY_RULES);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(probe.reason);
  });

  it.each(named(ALLOWED_BOUNDARIES))('allows %s', (_label, probe) => {
    expect(errorsFor(probe, BOUNDARY_RULES)).toEqual([]);
  });
});

describe('remote layout zones', () => {
  it.each(named(REFUSED_LAYOUT))('refuses %s', (_label, probe) => {
    expect(errorsFor(probe, LAYOUT_RULES).join('\n')).toMatch(probe.reason);
  });

  it.each(named(ALLOWED_LAYOUT))('allows %s', (_label, probe) => {
    expect(errorsFor(probe, LAYOUT_RULES)).toEqual([]);
  });
});

describe("libs/data's session part", () => {
  it.each(named(REFUSED_SESSION_PART))('refuses %s', (_label, probe) => {
    expect(errorsFor(probe, LAYOUT_RULES).join('\n')).toMatch(probe.reason);
  });

  it.each(named(ALLOWED_SESSION_PART))('allows %s', (_label, probe) => {
    expect(errorsFor(probe, [...BOUNDARY_RULES, ...LAYOUT_RULES])).toEqual([]);
  });
});
