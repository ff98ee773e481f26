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
    label: 'libs/ledger importing the Admin SDK',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { getFirestore } from 'firebase-admin/firestore';\nexport const probe = getFirestore;\n",
    reason: /firebase-admin/,
  },
  {
    label: 'libs/data importing the Admin SDK',
    file: 'libs/data/src/lint-probe.ts',
    code: "import { getFirestore } from 'firebase-admin/firestore';\nexport const probe = getFirestore;\n",
    reason: /firebase-admin/,
  },
  {
    label: 'an app importing the functions SDK',
    file: 'apps/accounts/src/lint-probe.ts',
    code: "import { onCall } from 'firebase-functions/v2/https';\nexport const probe = onCall;\n",
    reason: /firebase-functions/,
  },
  {
    label: "the functions importing the browser's Firebase",
    file: 'apps/functions/src/lint-probe.ts',
    code: "import { getFirestore } from 'firebase/firestore/lite';\nexport const probe = getFirestore;\n",
    reason: /firebase/,
  },
  {
    label: 'the functions importing the data lib',
    file: 'apps/functions/src/lint-probe.ts',
    code: "import { useAccounts } from '@pitaka/data';\nexport const probe = useAccounts;\n",
    reason: /type:functions/,
  },
  {
    label: 'libs/ui importing firebase',
    file: 'libs/ui/src/lint-probe.ts',
    code: "import { getApp } from 'firebase/app';\nexport const app = getApp;\n",
    reason: /firebase/,
  },
  {
    label: 'libs/ui importing the data lib',
    file: 'libs/ui/src/lint-probe.ts',
    code: "import { useAccounts } from '@pitaka/data';\nexport const probe = useAccounts;\n",
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
    label: "libs/ledger importing Firebase's inner packages",
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
    // (The data lib imports the platform, the platform the ledger's errors: a probe importing
    // either back is refused as a cycle before its tags are read.)
    label: 'libs/platform importing the data lib',
    file: 'libs/platform/src/lint-probe.ts',
    code: "import { useAccounts } from '@pitaka/data';\nexport const probe = useAccounts;\n",
    reason: /type:platform|[Cc]ircular/,
  },
  {
    label: 'libs/platform importing the ui lib',
    file: 'libs/platform/src/lint-probe.ts',
    code: "import { theme } from '@pitaka/ui';\nexport const probe = theme;\n",
    reason: /type:platform/,
  },
  {
    label: 'libs/platform importing TanStack Query',
    file: 'libs/platform/src/lint-probe.ts',
    code: "import { useQuery } from '@tanstack/react-query';\nexport const probe = useQuery;\n",
    reason: /@tanstack/,
  },
  {
    label: 'libs/ledger importing the platform',
    file: 'libs/ledger/src/lint-probe.ts',
    code: "import { useSession } from '@pitaka/platform';\nexport const probe = useSession;\n",
    reason: /type:ledger|[Cc]ircular/,
  },
  {
    label: 'libs/remote-kit importing firebase',
    file: 'libs/remote-kit/src/lint-probe.ts',
    code: "import { getAuth } from 'firebase/auth';\nexport const probe = getAuth;\n",
    reason: /firebase/,
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
    label: 'the functions importing the Admin SDK, the functions SDK, the ledger and the domain',
    file: 'apps/functions/src/lint-probe.ts',
    code: "import { getFirestore } from 'firebase-admin/firestore';\nimport { onCall } from 'firebase-functions/v2/https';\nimport { COMMANDS } from '@pitaka/ledger';\nimport { toCentavos } from '@pitaka/domain';\nexport const probe = [getFirestore, onCall, COMMANDS, toCentavos];\n",
  },
  {
    label: "libs/platform importing firebase, the domain and the ledger's errors",
    file: 'libs/platform/src/lint-probe.ts',
    code: "import { getApp } from 'firebase/app';\nimport { getAuth } from 'firebase/auth';\nimport { toCentavos } from '@pitaka/domain';\nimport { CommandError } from '@pitaka/ledger/errors';\nexport const probe = [getApp, getAuth, toCentavos, CommandError];\n",
  },
  {
    label: 'libs/data importing the platform',
    file: 'libs/data/src/lint-probe.ts',
    code: "import { getFirestoreDb, DataError } from '@pitaka/platform';\nexport const probe = [getFirestoreDb, DataError];\n",
  },
  {
    label: 'libs/remote-kit importing the platform',
    file: 'libs/remote-kit/src/lint-probe.ts',
    code: "import { useSession } from '@pitaka/platform';\nexport const probe = useSession;\n",
  },
  {
    label: 'the shell importing the platform',
    file: 'apps/shell/src/lint-probe.ts',
    code: "import { SessionProvider } from '@pitaka/platform';\nexport const probe = SessionProvider;\n",
  },
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
    code: "import { Card } from '@pitaka/ui';\nimport { useAccounts } from '@pitaka/data';\nexport const probe = [Card, useAccounts];\n",
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

// One copy of the platform per page (docs/architecture.md): Module Federation shares
// '@pitaka/platform' as a singleton, so the code a bundle holds reaches it by that name only.
const REFUSED_PLATFORM_PATHS: RefusedProbe[] = [
  {
    label: "libs/data's hooks importing the platform by a relative path",
    file: 'libs/data/src/lib/hooks/lint-probe.ts',
    code: "import { useSession } from '../../../../platform/src/lib/session/session-context';\nexport const probe = useSession;\n",
    reason: /relative|npm scope/,
  },
  {
    label: "libs/data's store importing the platform's test doubles",
    file: 'libs/data/src/lib/store/lint-probe.ts',
    code: "import { createFakeSession } from '@pitaka/platform/testing';\nexport const probe = createFakeSession;\n",
    reason: /one shared copy per page/,
  },
  {
    label: "an app page importing the platform's test doubles",
    file: 'apps/shell/src/app/pages/lint-probe.ts',
    code: "import { TEST_USER } from '@pitaka/platform/testing';\nexport const probe = TEST_USER;\n",
    reason: /one shared copy per page/,
  },
  {
    label: "libs/platform importing the ledger's commands",
    file: 'libs/platform/src/lib/lint-probe.ts',
    code: "import { addTransaction } from '@pitaka/ledger';\nexport const probe = addTransaction;\n",
    reason: /only '@pitaka\/ledger\/errors'/,
  },
  {
    label: 'a presentational component importing the platform',
    file: `${accountsSrc}/features/probe-a/components/lint-probe.tsx`,
    code: "import { useSession } from '@pitaka/platform';\nexport const probe = useSession;\n",
    reason: /take data as props/,
  },
];

const ALLOWED_PLATFORM_PATHS: Probe[] = [
  {
    label: "libs/data's store importing the platform's entry",
    file: 'libs/data/src/lib/store/lint-probe.ts',
    code: "import { toDataError } from '@pitaka/platform';\nexport const probe = toDataError;\n",
  },
  {
    label: "a spec importing the platform's test doubles",
    file: 'libs/data/src/lib/hooks/lint-probe.spec.ts',
    code: "import { createFakeSession } from '@pitaka/platform/testing';\nexport const probe = createFakeSession;\n",
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
    ...REFUSED_PLATFORM_PATHS,
    ...ALLOWED_PLATFORM_PATHS,
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

describe('one copy of the platform per page', () => {
  it.each(named(REFUSED_PLATFORM_PATHS))('refuses %s', (_label, probe) => {
    expect(errorsFor(probe, [...BOUNDARY_RULES, ...LAYOUT_RULES]).join('\n')).toMatch(probe.reason);
  });

  it.each(named(ALLOWED_PLATFORM_PATHS))('allows %s', (_label, probe) => {
    expect(errorsFor(probe, [...BOUNDARY_RULES, ...LAYOUT_RULES])).toEqual([]);
  });
});
