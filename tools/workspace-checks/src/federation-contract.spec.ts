// The shell and the remotes are built and deployed apart; this keeps their contract in step.
// Shell mode: every prefix the shell maps belongs to a remote that exposes ./Routes (its
// src/routes.tsx) and claims that prefix, every page path lies under one of its owner's prefixes,
// and every widget the shell lays out is exposed, with its declaration (reads, loading label,
// reserved heights) in its remote's tiny ./Widgets module. Standalone mode: each bootstrap renders the
// same routes.tsx list and lists no paths of its own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- this contract test reads the shell's route table on purpose
import {
  DASHBOARD_WIDGETS,
  REMOTE_PREFIXES,
  ROUTES_MODULE,
  WIDGETS_MODULE,
} from '../../../apps/shell/src/app/routing/route-table';

const workspaceRoot = join(__dirname, '../../..');
const REMOTES = ['accounts', 'paluwagan', 'debt'] as const;

/** The shape of apps/<remote>/src/routes.tsx, read at runtime (not a build-time import). */
interface RoutesModule {
  prefixes: readonly string[];
  pages: readonly { path: string; title: string; page: unknown; link?: boolean }[];
  default: unknown;
}

const appFile = (remote: string, file: string) => join(workspaceRoot, 'apps', remote, file);

function exposesOf(remote: string): Record<string, string> {
  return require(appFile(remote, 'module-federation.config.js')).exposes;
}

function routesOf(remote: string): RoutesModule {
  return require(appFile(remote, 'src/routes.tsx'));
}

/** The shape of apps/<remote>/src/widgets/index.ts (exposed as ./Widgets), read at runtime. */
interface WidgetsModule {
  default: readonly { module: string; label: string; reserve: readonly number[]; reads: () => unknown }[];
}

function widgetsOf(remote: string): WidgetsModule {
  return require(appFile(remote, 'src/widgets/index.ts'));
}

const shellPrefixes = Object.entries(REMOTE_PREFIXES) as [string, string][];
const withWidgets = [...new Set(DASHBOARD_WIDGETS.map(({ remote }) => remote))];
const loadedByShell = [
  ...[...new Set(shellPrefixes.map(([, remote]) => remote))].map((remote) => [remote, ROUTES_MODULE] as const),
  ...withWidgets.map((remote) => [remote, WIDGETS_MODULE] as const),
  ...DASHBOARD_WIDGETS.map(({ remote, module }) => [remote, module] as const),
];

/** `/debt` covers `/debt` and `/debt/:debtId`, not `/debtors`. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

describe('federation contract: shell mode', () => {
  it.each(loadedByShell)('%s exposes %s from a file that exists', (remote, module) => {
    const file = exposesOf(remote)[`./${module}`];
    expect(file).toBeDefined();
    expect(existsSync(appFile(remote, file))).toBe(true);
  });

  it.each(REMOTES)(
    '%s exposes its pages as ./Routes = src/routes.tsx, and nothing the shell does not use',
    (remote) => {
      expect(exposesOf(remote)[`./${ROUTES_MODULE}`]).toBe('./src/routes.tsx');
      const used = new Set(loadedByShell.filter(([r]) => r === remote).map(([, m]) => `./${m}`));
      expect(Object.keys(exposesOf(remote)).filter((name) => !used.has(name))).toEqual([]);
    },
  );

  it.each(withWidgets)(
    '%s declares exactly the widgets the shell lays out from it in ./Widgets = src/widgets/index.ts',
    (remote) => {
      expect(exposesOf(remote)[`./${WIDGETS_MODULE}`]).toBe('./src/widgets/index.ts');
      const declared = widgetsOf(remote).default;
      expect(declared.map((widget) => widget.module).sort()).toEqual(
        DASHBOARD_WIDGETS.filter((widget) => widget.remote === remote)
          .map((widget) => widget.module)
          .sort(),
      );
      for (const widget of declared) {
        expect(widget.label.trim()).not.toBe('');
        expect(widget.reserve).toHaveLength(3);
        expect(widget.reserve.every((rem) => rem > 0)).toBe(true);
        expect(typeof widget.reads).toBe('function');
      }
    },
  );

  it.each(withWidgets)(
    "%s's ./Widgets imports nothing at run time, so it arrives long before the widgets' code",
    (remote) => {
      const source = readFileSync(appFile(remote, 'src/widgets/index.ts'), 'utf8');
      const imports = [...source.matchAll(/^\s*import\b(?!\s+type\b)[^;]*;/gm)].map((m) => m[0]);
      expect(imports).toEqual([]);
      expect(source).not.toMatch(/\brequire\(|\bimport\(/);
    },
  );

  it.each(REMOTES)("%s's routes.tsx exports prefixes, pages and a default Routes component", (remote) => {
    const routes = routesOf(remote);
    expect(routes.prefixes.length).toBeGreaterThan(0);
    expect(routes.pages.length).toBeGreaterThan(0);
    expect(typeof routes.default).toBe('function');
    for (const page of routes.pages) {
      expect(page).toEqual(
        expect.objectContaining({ path: expect.any(String), title: expect.any(String), page: expect.any(Function) }),
      );
      expect(page.title.trim()).not.toBe('');
    }
  });

  it.each(REMOTES)('%s: every prefix it claims is one top-level segment that the shell maps to it', (remote) => {
    for (const prefix of routesOf(remote).prefixes) {
      expect(prefix).toMatch(/^\/[a-z0-9-]+$/);
      expect([prefix, REMOTE_PREFIXES[prefix as keyof typeof REMOTE_PREFIXES]]).toEqual([prefix, remote]);
    }
  });

  it('every prefix the shell maps is claimed by the remote it names', () => {
    for (const [prefix, remote] of shellPrefixes) {
      expect([prefix, routesOf(remote).prefixes.includes(prefix)]).toEqual([prefix, true]);
    }
  });

  it('no two remotes claim the same prefix', () => {
    const claims = REMOTES.flatMap((remote) => routesOf(remote).prefixes.map((prefix) => `${prefix} ${remote}`));
    const prefixes = claims.map((claim) => claim.split(' ')[0]);
    expect(prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i)).toEqual([]);
  });

  it.each(REMOTES)('every page path of %s lies under one of its own prefixes, once', (remote) => {
    const { prefixes, pages } = routesOf(remote);
    const paths = pages.map((page) => page.path);
    expect(paths.filter((path) => !prefixes.some((prefix) => isUnder(path, prefix)))).toEqual([]);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it.each(REMOTES)('%s: every page routes.tsx imports exists', (remote) => {
    const source = readFileSync(appFile(remote, 'src/routes.tsx'), 'utf8');
    const imports = [...source.matchAll(/import\(\s*'(\.\/[^']+)'\s*\)/g)].map((m) => m[1]);
    expect(imports.length).toBe(routesOf(remote).pages.length);
    for (const file of imports) {
      expect([file, ['.tsx', '.ts'].some((ext) => existsSync(appFile(remote, `src/${file}${ext}`)))]).toEqual([
        file,
        true,
      ]);
    }
  });

  it('routes every protected path of the spec (section 2)', () => {
    const paths = REMOTES.flatMap((remote) => routesOf(remote).pages.map((page) => page.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/transactions',
        '/add-transaction',
        '/accounts',
        '/add-account',
        '/edit-account/:accountId',
        '/accounts/:accountId',
        '/account-setup',
        '/paluwagan',
        '/paluwagan/create',
        '/paluwagan/:paluwaganId',
        '/paluwagan/:paluwaganId/edit',
        '/debt',
        '/debt/create',
        '/debt/:debtId',
        '/debt/:debtId/edit',
      ]),
    );
  });
});

describe('federation contract: standalone mode', () => {
  it.each(REMOTES)('%s/src/bootstrap.tsx renders the pages of routes.tsx and lists no paths itself', (remote) => {
    const source = readFileSync(appFile(remote, 'src/bootstrap.tsx'), 'utf8');
    const imported = /import\s*\{([^}]*)\}\s*from\s*'\.\/routes'/.exec(source)?.[1] ?? '';
    const rendered = /renderStandalone\(\{([^}]*)\}\)/.exec(source)?.[1] ?? '';
    for (const name of ['pages', 'prefixes']) {
      expect(imported).toMatch(new RegExp(`\\b${name}\\b`));
      expect(rendered).toMatch(new RegExp(`\\b${name}\\b`));
    }
    expect(source).not.toMatch(/<Route\b|\bpath\s*[=:]|'\/[a-z]/);
  });
});
