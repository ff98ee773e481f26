// The shell and the remotes are built and deployed apart, and the shell learns the remotes from
// /config.json; this keeps the three in step. Registration (tools/remote-registry.json, which the
// local stacks write into config.json): it parses with nothing left out, each name is its remote's
// container name, and the shell's code names no remote. Shell mode: every registered prefix
// belongs to a remote that exposes ./Routes (its src/routes.tsx), whose pages' first segments are
// exactly its registered prefixes (the pages declare no prefix list of their own), every page is
// titled by a key its catalogue has, every navigation entry leads to a page, and
// every registered widget is exposed, with its declaration (reads, loading label) in its remote's
// tiny ./Widgets module. Standalone mode: each bootstrap renders the same routes.tsx list and lists
// no paths of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the parser the shell runs on config.json, used on purpose
import { parseRuntimeConfig } from '../../../libs/platform/src/lib/runtime-config';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shell's reader of the registrations, used on purpose
import { parseRemoteRegistrations } from '../../../apps/shell/src/app/remote-registration';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the module names the shell loads, read on purpose
import { ROUTES_MODULE, WIDGETS_MODULE } from '../../../apps/shell/src/app/routing/route-table';

const workspaceRoot = join(__dirname, '../../..');

interface Registration {
  port: number;
  prefixes: string[];
  nav?: { label: string; labels?: Record<string, string>; path: string; activeOn?: string[] }[];
  widgets?: { id: string; module: string }[];
}

const REGISTRY: Record<string, Registration> = JSON.parse(
  readFileSync(join(workspaceRoot, 'tools/remote-registry.json'), 'utf8'),
);
const REMOTES = Object.keys(REGISTRY);

/** The shape of apps/<remote>/src/routes.tsx, read at runtime (not a build-time import). */
interface RoutesModule {
  pages: readonly {
    path: string;
    title: { catalogue: { load?: (language: 'en') => Promise<(key: string) => string> }; key: string };
    page: unknown;
    link?: boolean;
  }[];
  default: unknown;
}

const appFile = (remote: string, file: string) => join(workspaceRoot, 'apps', remote, file);

function federationOf(remote: string): { name: string; exposes: Record<string, string> } {
  return require(appFile(remote, 'module-federation.config.js'));
}

const exposesOf = (remote: string) => federationOf(remote).exposes;

function routesOf(remote: string): RoutesModule {
  return require(appFile(remote, 'src/routes.tsx'));
}

/** The prefixes a remote's pages lie under: their first segments (as remote-kit's prefixesOf). */
const prefixesOf = (remote: string) => [
  ...new Set(routesOf(remote).pages.map((page) => `/${page.path.split('/')[1]}`)),
];

/** The shape of apps/<remote>/src/widgets/index.ts (exposed as ./Widgets), read at runtime. */
interface WidgetsModule {
  default: readonly { module: string; label: string; labels?: Record<string, string>; reads: () => unknown }[];
}

function widgetsOf(remote: string): WidgetsModule {
  return require(appFile(remote, 'src/widgets/index.ts'));
}

const widgetsFrom = (remote: string) => REGISTRY[remote].widgets ?? [];
const shellPrefixes = REMOTES.flatMap((remote) => REGISTRY[remote].prefixes.map((prefix) => [prefix, remote] as const));
const withWidgets = REMOTES.filter((remote) => widgetsFrom(remote).length > 0);
const loadedByShell = [
  ...REMOTES.map((remote) => [remote, ROUTES_MODULE] as const),
  ...withWidgets.map((remote) => [remote, WIDGETS_MODULE] as const),
  ...REMOTES.flatMap((remote) => widgetsFrom(remote).map(({ module }) => [remote, module] as const)),
];

/** tools/runtime-config.mjs's config for the local stack, made by Node (it is an ES module). */
function localConfig(): unknown {
  const script = `
    import { localRuntimeConfig } from './tools/runtime-config.mjs';
    process.stdout.write(JSON.stringify(localRuntimeConfig({ authHost: '127.0.0.1:9099', firestoreHost: '127.0.0.1:8080', functionsHost: '127.0.0.1:5001' })));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: workspaceRoot, encoding: 'utf8' }),
  );
}

/** Code without its comments (which may name a remote as an example). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The shell's own source files (not its specs or test helpers). */
function shellSources(dir = join(workspaceRoot, 'apps/shell/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : shellSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('federation contract: registration by configuration', () => {
  it('the config.json the local stacks write parses with every registered remote kept', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const remotes = parseRemoteRegistrations(parseRuntimeConfig(localConfig()).remotes);
      expect(Object.keys(remotes)).toEqual(REMOTES);
      expect(remotes['debt']?.entry).toBe(`http://localhost:${REGISTRY['debt'].port}/mf-manifest.json`);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it.each(REMOTES)('%s is registered under its Module Federation name', (remote) => {
    expect(federationOf(remote).name).toBe(remote);
  });

  it("the shell's code names no remote, prefix or widget module: it learns them from config.json", () => {
    const names = [
      ...REMOTES,
      ...shellPrefixes.map(([prefix]) => prefix),
      ...loadedByShell
        .map(([, module]) => module)
        .filter((module) => ![ROUTES_MODULE, WIDGETS_MODULE].includes(module)),
    ];
    const quoted = new RegExp(`['"\`](${names.join('|')})['"\`/]`);
    const naming = shellSources()
      .filter((file) => quoted.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(workspaceRoot, file));
    expect(naming).toEqual([]);
  });
});

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
    '%s declares exactly the widgets registered from it in ./Widgets = src/widgets/index.ts',
    (remote) => {
      expect(exposesOf(remote)[`./${WIDGETS_MODULE}`]).toBe('./src/widgets/index.ts');
      const declared = widgetsOf(remote).default;
      expect(declared.map((widget) => widget.module).sort()).toEqual(
        widgetsFrom(remote)
          .map((widget) => widget.module)
          .sort(),
      );
      for (const widget of declared) {
        expect(widget.label.trim()).not.toBe('');
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

  it.each(REMOTES)(
    "%s's routes.tsx exports pages, each titled from a catalogue, and a default Routes component",
    async (remote) => {
      const routes = routesOf(remote);
      expect(routes.pages.length).toBeGreaterThan(0);
      expect(typeof routes.default).toBe('function');
      for (const page of routes.pages) {
        expect(page).toEqual(expect.objectContaining({ path: expect.any(String), page: expect.any(Function) }));
        const english = await page.title.catalogue.load?.('en');
        // A key the catalogue lacks comes back as the key itself.
        expect([page.path, english?.(page.title.key) ?? page.title.key]).not.toEqual([page.path, page.title.key]);
      }
    },
  );

  it.each(REMOTES)("%s's page prefixes are single segments, and exactly its registered prefixes", (remote) => {
    for (const prefix of prefixesOf(remote)) expect(prefix).toMatch(/^\/[a-z0-9-]+$/);
    expect([...prefixesOf(remote)].sort()).toEqual([...REGISTRY[remote].prefixes].sort());
  });

  it('no two remotes are registered for the same prefix', () => {
    const prefixes = shellPrefixes.map(([prefix]) => prefix);
    expect(prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i)).toEqual([]);
  });

  it.each(REMOTES)('every navigation entry of %s leads to one of its pages', (remote) => {
    const paths = routesOf(remote).pages.map((page) => page.path);
    for (const { path } of REGISTRY[remote].nav ?? []) expect([path, paths.includes(path)]).toEqual([path, true]);
  });

  it.each(withWidgets)('every widget declaration of %s labels its placeholder in Filipino too', (remote) => {
    const unlabelled = widgetsOf(remote).default.filter(
      ({ label, labels }) => !labels?.['fil']?.trim() || labels['fil'] === label,
    );
    expect(unlabelled.map(({ module }) => module)).toEqual([]);
  });

  it.each(REMOTES)('every navigation entry of %s is labelled in Filipino too', (remote) => {
    const unlabelled = (REGISTRY[remote].nav ?? []).filter(({ labels }) => !labels?.['fil']?.trim());
    expect(unlabelled.map(({ label }) => label)).toEqual([]);
  });

  it.each(REMOTES)('every page path of %s is declared once', (remote) => {
    const paths = routesOf(remote).pages.map((page) => page.path);
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
    expect(imported).toMatch(/\bpages\b/);
    expect(rendered).toMatch(/\bpages\b/);
    expect(source).not.toMatch(/<Route\b|\bpath\s*[=:]|'\/[a-z]/);
  });
});
