// The ledger core runs on a server and in memory: nothing it imports, directly or through our
// libs or through the npm packages they use (and theirs), may be Firebase. Lint refuses a direct
// import (module-boundaries.spec.ts); this walks the whole graph as the bundler would.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = join(__dirname, '../../..');
const aliases: Record<string, string[]> = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'))
  .compilerOptions.paths;

const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFile(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every npm package reached from `entries`: through our sources, then through packages' dependencies. */
function packagesReached(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const files = entries.map((entry) => join(root, entry));
  while (files.length > 0) {
    const file = files.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) {
        const found = sourceFile(resolve(dirname(file), specifier));
        if (found) files.push(found);
      } else if (aliases[specifier]) {
        files.push(join(root, aliases[specifier][0]));
      } else if (!specifier.startsWith('node:')) {
        packages.add(packageName(specifier));
      }
    }
  }
  const queue = [...packages];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const manifest = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dependency of Object.keys({ ...dependencies, ...peerDependencies })) {
      if (!packages.has(dependency)) {
        packages.add(dependency);
        queue.push(dependency);
      }
    }
  }
  return packages;
}

const isFirebase = (name: string) =>
  name === 'firebase' || name.startsWith('firebase-') || name.startsWith('@firebase/');

it('the ledger core reaches no Firebase package, directly or through anything it imports', () => {
  const reached = packagesReached(['libs/ledger/src/index.ts', 'libs/ledger/src/errors.ts']);
  expect([...reached].filter(isFirebase)).toEqual([]);
});

it('the walk does find Firebase where it is: the Firestore adapter (control)', () => {
  const reached = packagesReached(['libs/data/src/lib/store/index.ts']);
  expect([...reached].filter(isFirebase)).toContain('firebase');
});
