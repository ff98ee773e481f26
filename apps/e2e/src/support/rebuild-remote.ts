// Rebuilds one remote with one page more, the way its team would add it (one more entry in its
// src/routes.tsx), without touching the repository: the edited routes.tsx, the new page and a
// webpack config that swaps the file in live under tmp/e2e/, and the build goes to tmp/e2e/ too.
// The build is the remote's own webpack config (what `nx build <remote>` runs), nothing else.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export const WORKSPACE_ROOT = join(__dirname, '../../../..');

export interface ExtraPage {
  /** Absolute, under one of the remote's prefixes, e.g. '/debt/added-page'. */
  path: string;
  title: string;
  /** The page's level-1 heading. */
  heading: string;
}

/** The remote's routes.tsx with one more page, its imports made absolute so it works from `dir`. */
function routesWithExtraPage(remote: string, dir: string, extra: ExtraPage): string {
  const srcDir = join(WORKSPACE_ROOT, 'apps', remote, 'src');
  const source = readFileSync(join(srcDir, 'routes.tsx'), 'utf8').replace(/'\.\/([^']+)'/g, (_, file: string) =>
    JSON.stringify(join(srcDir, file)),
  );
  const list = /export const pages\b[^=]*=\s*\[/.exec(source);
  const end = list ? source.indexOf('\n];', list.index) : -1;
  if (!list || end < 0) throw new Error(`apps/${remote}/src/routes.tsx: no "export const pages = [ ... ];" list found`);
  // A team would add the title's key to its catalogue; this page's title is the same in every language.
  const title = `{ catalogue: { useText: () => () => ${JSON.stringify(extra.title)} }, key: ${JSON.stringify(extra.title)} }`;
  const line = `  { path: ${JSON.stringify(extra.path)}, title: ${title}, page: lazyPage(() => import(${JSON.stringify(join(dir, 'extra-page'))})) },`;
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`;
}

/** Builds `remote` with `extra` into tmp/e2e/rebuilt-<remote>/dist and returns that folder. */
export async function rebuildRemoteWithExtraPage(remote: string, extra: ExtraPage): Promise<string> {
  const dir = join(WORKSPACE_ROOT, 'tmp/e2e', `rebuilt-${remote}`);
  const out = join(dir, 'dist');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'routes.tsx'), routesWithExtraPage(remote, dir, extra));
  writeFileSync(
    join(dir, 'extra-page.tsx'),
    `export default function ExtraPage() {\n  return <h1>${extra.heading}</h1>;\n}\n`,
  );
  const original = join(WORKSPACE_ROOT, 'apps', remote, 'src/routes');
  writeFileSync(
    join(dir, 'webpack.config.js'),
    `// apps/${remote}/webpack.config.js, writing to ${relative(WORKSPACE_ROOT, out)}, with routes.tsx swapped for the copy here.
const path = require('path');
const config = require(${JSON.stringify(join(WORKSPACE_ROOT, 'apps', remote, 'webpack.config.js'))});
const ORIGINAL = ${JSON.stringify(original)};
const COPY = ${JSON.stringify(join(dir, 'routes.tsx'))};
config.output.path = ${JSON.stringify(out)};
config.plugins.push({
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SwapRoutes', (factory) => {
      factory.hooks.beforeResolve.tap('SwapRoutes', (data) => {
        if (!data.request.startsWith('.')) return;
        const target = path.resolve(data.context, data.request).replace(/\\.tsx$/, '');
        if (target === ORIGINAL) data.request = COPY;
      });
    });
  },
});
module.exports = config;
`,
  );
  // What the inferred `nx build <remote>` target runs: webpack-cli in the app's folder.
  await promisify(execFile)(
    process.execPath,
    [join(WORKSPACE_ROOT, 'node_modules/webpack-cli/bin/cli.js'), 'build', '-c', join(dir, 'webpack.config.js')],
    {
      cwd: join(WORKSPACE_ROOT, 'apps', remote),
      env: { ...process.env, NODE_ENV: 'production', NX_TASK_TARGET_PROJECT: remote, NX_TASK_TARGET_TARGET: 'build' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const routesChunk = readdirSync(out).find((file) => file.startsWith('__federation_expose_Routes'));
  if (!routesChunk || !readFileSync(join(out, routesChunk), 'utf8').includes(extra.path)) {
    throw new Error(`the rebuilt ${remote} does not contain ${extra.path}: the routes.tsx swap did not apply`);
  }
  return out;
}

/** A digest of every file under `dir` (names and bytes), to show a build was left untouched. */
export function digestOfDir(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const file = join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export interface StaticServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Serves a build at `port` with tools/static-server.mjs, the static host the e2e stack serves every app with. */
export async function serveBuild(root: string, port: number): Promise<StaticServer> {
  const url = pathToFileURL(join(WORKSPACE_ROOT, 'tools/static-server.mjs')).href;
  const module = (await import(url)) as { serveStatic(options: { root: string; port: number }): Promise<StaticServer> };
  return module.serveStatic({ root, port });
}
