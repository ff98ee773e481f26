import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('purity of the sources', () => {
  const files = sourceFiles(__dirname);

  // @lingui/core: the messages' texts with their values (plurals), as the screens show them.
  it.each(files)('%s imports only date-fns, @lingui/core and relative modules', (file) => {
    // Import and re-export statements only (a string such as 'Transfer from ' is not an import).
    const statements = /^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm;
    const imports = [...readFileSync(file, 'utf8').matchAll(statements)].map((m) => m[1]);
    for (const spec of imports) expect(['date-fns', '@lingui/core'].includes(spec) || spec.startsWith('.')).toBe(true);
  });

  it.each(files)('%s never reads the clock', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/new Date\(\s*\)|Date\.now\(/);
  });
});
