// The production headers in firebase.json (one Firebase Hosting target per app): a strict
// Content-Security-Policy, nosniff, a Referrer-Policy, revalidated entry files, immutable hashed
// assets, CORS from the remotes to the shell only; and tools/hosting-headers.mjs, which serves
// them to the local stacks with local origins, reading them as Hosting does.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(workspaceRoot, file), 'utf8'));

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface HostingEntry {
  target: string;
  public: string;
  rewrites?: { source?: string; regex?: string; destination: string }[];
  headers?: HeaderRule[];
}
type Headers = Record<string, string>;

const APPS = ['shell', 'accounts', 'paluwagan', 'debt', 'insights', 'planning'] as const;
const REMOTES = APPS.filter((app) => app !== 'shell');
const hosting: HostingEntry[] = readJson('firebase.json').hosting;
const firebaserc = readJson('.firebaserc');
const projectId: string = firebaserc.projects.production;
// The trusted core's callables: https://<region>-<project>.cloudfunctions.net (apps/functions/functions.json).
const functionsOrigin = `https://${readJson('apps/functions/functions.json').region}-${projectId}.cloudfunctions.net`;
const siteOrigin = (app: string) => `https://${firebaserc.targets[projectId].hosting[app][0]}.web.app`;
const entryOf = (app: string) => {
  const entry = hosting.find((candidate) => candidate.target === app);
  if (!entry) throw new Error(`firebase.json has no hosting target ${app}`);
  return entry;
};

/**
 * Calls functions of tools/hosting-headers.mjs in Node: it is an ES module, which this Jest setup
 * (SWC to CommonJS) cannot load. One process answers a batch of calls.
 */
function callHostingModule(calls: { fn: string; args: unknown[] }[]): unknown[] {
  const script = `
    import * as hosting from './tools/hosting-headers.mjs';
    const results = JSON.parse(process.argv[1]).map(({ fn, args }) => {
      try {
        const value = hosting[fn](...args);
        return { value: value instanceof RegExp ? { source: value.source } : value };
      } catch (error) {
        return { error: error.message };
      }
    });
    process.stdout.write(JSON.stringify(results));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(calls)], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  return (JSON.parse(output) as { value?: unknown; error?: string }[]).map((result) => result.error ?? result.value);
}

/** Directive name -> its sources. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const header = (headers: Headers, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The stylesheet react-toastify injects as a <style> element (its CSS, as a template literal). */
function reactToastifyStylesheet(): string {
  const bundle = readFileSync(join(workspaceRoot, 'node_modules/react-toastify/dist/index.mjs'), 'utf8');
  const found = /`(:root \{\s*--toastify[^`]*)`/.exec(bundle);
  if (!found) throw new Error("react-toastify's injected stylesheet was not found in its bundle");
  return found[1];
}

const ENTRY_FILES = [
  '/',
  '/index.html',
  '/dashboard',
  '/accounts/abc123',
  '/config.json',
  '/remoteEntry.js',
  '/mf-manifest.json',
];
const HASHED_ASSETS = [
  '/main.0c25cd872afeabfc.js',
  '/__federation_expose_Routes.002c8aaefbaba1ce.js',
  '/116.2a1aca5c215554c0.js',
  '/styles.0123456789abcdef.css',
];
const PATHS = [...ENTRY_FILES, ...HASHED_ASSETS, '/favicon.svg'];
const LOCAL = {
  appPorts: { shell: 4300, accounts: 4301, paluwagan: 4302, debt: 4303, insights: 4304, planning: 4305 },
  authHost: '127.0.0.1:9299',
  firestoreHost: '127.0.0.1:8280',
  functionsHost: '127.0.0.1:5201',
};

// Production and local headers of every app for every sample path, from the module itself.
let served: Record<string, Record<string, Headers>> = {};
let local: Record<string, Record<string, Headers>> = {};
let localOrigins: Record<string, string> = {};

beforeAll(() => {
  [localOrigins] = callHostingModule([{ fn: 'localOrigins', args: [LOCAL] }]) as [Record<string, string>];
  const pairs = APPS.flatMap((app) => PATHS.map((path) => [app, path] as const));
  const production = callHostingModule(pairs.map(([app, path]) => ({ fn: 'headersFor', args: [entryOf(app), path] })));
  const substituted = callHostingModule(
    production.map((headers) => ({ fn: 'withLocalOrigins', args: [headers, localOrigins] })),
  );
  served = {};
  local = {};
  pairs.forEach(([app, path], i) => {
    (served[app] ??= {})[path] = production[i] as Headers;
    (local[app] ??= {})[path] = substituted[i] as Headers;
  });
});

describe('firebase.json hosting', () => {
  it('answers the sign-in paths with their static pages (the shell), before the client-side routes', () => {
    const rewrites = entryOf('shell').rewrites ?? [];
    const first = (path: string) =>
      rewrites.find((rule) =>
        rule.source !== undefined ? rule.source === path : new RegExp(rule.regex ?? '^$', 'u').test(path),
      )?.destination;
    expect(first('/login')).toBe('/login.html');
    expect(first('/register')).toBe('/register.html');
    expect(first('/forgot-password')).toBe('/forgot-password.html');
    expect(first('/dashboard')).toBe('/dashboard.html');
    expect(first('/accounts/a1')).toBe('/index.html');
  });

  it('has one target per app, publishing its build, each mapped to a site in .firebaserc', () => {
    expect(hosting.map((entry) => entry.target).sort()).toEqual([...APPS].sort());
    for (const app of APPS) {
      expect(entryOf(app).public).toBe(`dist/apps/${app}`);
      expect(firebaserc.targets[projectId].hosting[app]).toHaveLength(1);
    }
  });

  it.each(APPS)('%s: client-side routes are rewritten to /index.html, files are not', (app) => {
    const rewrites = (entryOf(app).rewrites ?? []).filter((rule) => rule.destination === '/index.html');
    expect(rewrites).toHaveLength(1);
    const matches = (path: string) => new RegExp(rewrites[0].regex ?? '^$', 'u').test(path);
    for (const route of ['/', '/dashboard', '/accounts/abc123', '/debt/reports/monthly'])
      expect(matches(route)).toBe(true);
    for (const file of ['/main.0c25cd872afeabfc.js', '/missing.js', '/config.json', '/a/b.css'])
      expect(matches(file)).toBe(false);
  });

  describe.each(APPS)('%s Content-Security-Policy', (app) => {
    const csp = () => {
      const policies = PATHS.map((path) => header(served[app][path], 'Content-Security-Policy'));
      expect(new Set(policies).size).toBe(1);
      expect(policies[0]).toBeDefined();
      return parseCsp(policies[0] as string);
    };

    it("has default-src 'self', object-src 'none', base-uri 'none', frame-ancestors 'none', form-action 'self'", () => {
      const directives = csp();
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      // 'none': no index.html has a <base>; their script URLs start at the root (deployUrl '/').
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
    });

    it('admits its own web app manifest, and (the shell) its own service worker only', () => {
      const directives = csp();
      expect(directives.get('manifest-src')).toEqual(["'self'"]);
      expect(directives.get('worker-src')).toEqual(app === 'shell' ? ["'self'"] : undefined);
    });

    it("allows no wildcard, no 'unsafe-eval' or 'unsafe-inline', no plain http and no data: outside img-src", () => {
      for (const [name, sources] of csp()) {
        for (const source of sources) {
          expect(source).not.toContain('*');
          expect(source).not.toMatch(/^'unsafe-/);
          expect(source).not.toMatch(/^http:/);
          if (name !== 'img-src') expect(source).not.toBe('data:');
        }
      }
    });

    it('names only its own origin, the remotes (shell only), Google sign-in, the Firebase endpoints and the functions', () => {
      const directives = csp();
      const remotes = app === 'shell' ? REMOTES.map(siteOrigin) : [];
      const firebaseApis = [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        functionsOrigin,
      ];
      expect(directives.get('script-src')).toEqual(["'self'", ...remotes, 'https://apis.google.com']);
      expect(directives.get('connect-src')).toEqual(["'self'", ...remotes, ...firebaseApis]);
      expect(directives.get('frame-src')).toEqual([`https://${projectId}.firebaseapp.com`]);
      expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    });

    it("allows inline styles only by hash: styled-components' empty <style> and react-toastify's stylesheet", () => {
      expect(csp().get('style-src')).toEqual(["'self'", sha256(''), sha256(reactToastifyStylesheet())]);
    });
  });

  describe.each(APPS)('%s other headers', (app) => {
    it('sends nosniff and a Referrer-Policy that keeps the origin for API key checks on every path', () => {
      for (const path of PATHS) {
        expect(header(served[app][path], 'X-Content-Type-Options')).toBe('nosniff');
        expect(header(served[app][path], 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      }
    });

    it('revalidates index.html, client-side routes, config.json, remoteEntry.js and mf-manifest.json', () => {
      for (const path of ENTRY_FILES) expect(header(served[app][path], 'Cache-Control')).toBe('no-cache');
    });

    it('caches content-hashed js and css for a year, immutable', () => {
      for (const path of HASHED_ASSETS) {
        const cacheControl = header(served[app][path], 'Cache-Control') ?? '';
        expect(cacheControl).toMatch(/\bimmutable\b/);
        expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      }
    });

    it(app === 'shell' ? 'sends no CORS header' : 'lets only the shell load it cross-origin', () => {
      for (const path of PATHS) {
        const allowed = header(served[app][path], 'Access-Control-Allow-Origin');
        if (app === 'shell') expect(allowed).toBeUndefined();
        else expect(allowed).toBe(siteOrigin('shell'));
      }
    });
  });
});

describe('tools/hosting-headers.mjs', () => {
  it('reads firebase.json globs as Hosting does and refuses syntax it does not mirror', () => {
    const [everything, scripts, entries, braces, negated] = callHostingModule([
      { fn: 'globToRegExp', args: ['**'] },
      { fn: 'globToRegExp', args: ['**/*.js'] },
      { fn: 'globToRegExp', args: ['/@(remoteEntry.js|mf-manifest.json)'] },
      { fn: 'globToRegExp', args: ['**/*.{js,css}'] },
      { fn: 'globToRegExp', args: ['!(__)/**'] },
    ]) as [{ source: string }, { source: string }, { source: string }, string, string];
    const test = (pattern: { source: string }, path: string) => new RegExp(pattern.source).test(path);
    expect(['/', '/dashboard', '/a/b/c.js'].every((path) => test(everything, path))).toBe(true);
    expect(['/main.js', '/a/b/main.js'].every((path) => test(scripts, path))).toBe(true);
    expect(['/main.json', '/mainjs', '/a/main.js.map'].some((path) => test(scripts, path))).toBe(false);
    expect(test(entries, '/remoteEntry.js') && test(entries, '/mf-manifest.json')).toBe(true);
    expect(test(entries, '/remoteEntryXjs') || test(entries, '/x/remoteEntry.js')).toBe(false);
    expect(braces).toMatch(/unsupported glob syntax/);
    expect(negated).toMatch(/unsupported glob syntax/);
  });

  it('applies every matching rule in order, a later value replacing an earlier one', () => {
    const entry = {
      headers: [
        {
          source: '**',
          headers: [
            { key: 'Cache-Control', value: 'no-cache' },
            { key: 'X-A', value: 'a' },
          ],
        },
        { regex: '\\.js$', headers: [{ key: 'cache-control', value: 'max-age=60' }] },
      ],
    };
    const [js, html] = callHostingModule([
      { fn: 'headersFor', args: [entry, '/main.js'] },
      { fn: 'headersFor', args: [entry, '/index.html'] },
    ]);
    expect(js).toEqual({ 'cache-control': 'max-age=60', 'X-A': 'a' });
    expect(html).toEqual({ 'Cache-Control': 'no-cache', 'X-A': 'a' });
  });

  it("locally names the stack's apps and emulators instead of the production origins", () => {
    const shellCsp = parseCsp(header(local['shell']['/dashboard'], 'Content-Security-Policy') ?? '');
    const remotes = [
      'http://localhost:4301',
      'http://localhost:4302',
      'http://localhost:4303',
      'http://localhost:4304',
      'http://localhost:4305',
    ];
    expect(shellCsp.get('script-src')).toEqual(["'self'", ...remotes, 'https://apis.google.com']);
    expect(shellCsp.get('connect-src')).toEqual([
      "'self'",
      ...remotes,
      'http://127.0.0.1:9299',
      'http://127.0.0.1:8280',
      'http://127.0.0.1:5201',
    ]);
    expect(shellCsp.get('frame-src')).toEqual(['http://127.0.0.1:9299']);
    expect(shellCsp.get('object-src')).toEqual(["'none'"]);
    for (const app of REMOTES) {
      expect(header(local[app]['/remoteEntry.js'], 'Access-Control-Allow-Origin')).toBe('http://localhost:4300');
    }
    for (const app of APPS) {
      expect(JSON.stringify(local[app])).not.toMatch(/web\.app|googleapis\.com|firebaseapp\.com|cloudfunctions\.net/);
    }
  });
});
