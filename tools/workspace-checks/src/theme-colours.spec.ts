// Every colour on screen comes from the theme's tokens, so the dark scheme reaches every screen:
// a colour written anywhere else (hex, rgb(), hsl(), white/black) would stay the same in both
// schemes. The palettes are the one place colours are written.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');
const PALETTES = 'libs/ui/src/lib/color-scheme/palettes.ts';

/** Brand marks drawn in their owners' colours in every scheme. */
const BRAND_MARKS: Record<string, readonly string[]> = {
  'libs/ui/src/lib/icons.tsx': ['#EA4335', '#4285F4', '#FBBC05', '#34A853'],
};

const COLOUR_LITERALS = [
  /#[0-9a-fA-F]{3,8}\b(?![-\w])/g,
  /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g,
  /(?:color|background|border|fill|stroke|outline|shadow)[\w-]*\s*[:=]\s*['"{`]?\s*(?:white|black)\b/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The colours written in `source` outside the allowed ones, as `line: text`. */
export function colourLiterals(source: string, allowed: readonly string[] = []): string[] {
  return source.split('\n').flatMap((line, index) =>
    COLOUR_LITERALS.flatMap((pattern) => [...line.matchAll(pattern)])
      .map((match) => match[0])
      .filter((found) => !allowed.includes(found))
      .map((found) => `${index + 1}: ${found}`),
  );
}

function appAndLibSources(): string[] {
  const roots = ['apps', 'libs'].flatMap((top) =>
    readdirSync(join(workspaceRoot, top))
      .filter((name) => name !== 'e2e')
      .map((name) => join(workspaceRoot, top, name, 'src')),
  );
  return roots.flatMap((root) => sourceFiles(root)).map((file) => relative(workspaceRoot, file));
}

describe('colours come from the theme', () => {
  it('finds the colours it is meant to find', () => {
    const probe = [
      "const a = '#1f2937';",
      'border: 1px solid #fca5a5;',
      'background: rgba(15, 23, 42, 0.5);',
      'color: hsl(0 0% 100%);',
      'color: white;',
      "fill: 'black'",
      'border-color: var(--pk-border);',
      "navigate('#main'); const id = 'abc';",
      'white-space: nowrap;',
    ].join('\n');
    expect(colourLiterals(probe)).toEqual([
      '1: #1f2937',
      '2: #fca5a5',
      '3: rgba(',
      '4: hsl(',
      '5: color: white',
      "6: fill: 'black",
    ]);
  });

  it('no app or lib writes a colour outside the palettes', () => {
    const files = appAndLibSources().filter((file) => file !== PALETTES);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      colourLiterals(readFileSync(join(workspaceRoot, file), 'utf8'), BRAND_MARKS[file]).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
