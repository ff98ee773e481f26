// The translation-completeness check of `npm test`: every catalogue in every language.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');
const { catalogueFiles, checkCatalogue } = require(join(workspaceRoot, 'tools/i18n/catalogue-check.cjs')) as {
  catalogueFiles(dir: string): string[];
  checkCatalogue(file: string, sameInBoth?: readonly string[]): string[];
};

/** Texts that are the same in English and Filipino: names, and words Filipino writes as English does. */
const SAME_IN_BOTH: readonly string[] = require(join(workspaceRoot, 'tools/i18n/same-in-both.json'));

describe('message catalogues', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function pair(english: Record<string, string>, filipino?: Record<string, string> | string) {
    writeFileSync(join(dir, 'en.messages.json'), JSON.stringify(english));
    if (filipino !== undefined) {
      const text = typeof filipino === 'string' ? filipino : JSON.stringify(filipino);
      writeFileSync(join(dir, 'fil.messages.json'), text);
    }
    return checkCatalogue(join(dir, 'en.messages.json'), SAME_IN_BOTH);
  }

  it('accepts a complete translation', () => {
    expect(
      pair(
        { hello: 'Hello, {name}!', count: '{count, plural, one {# number} other {# numbers}}', brand: 'Pitaka' },
        { hello: 'Kumusta, {name}!', count: '{count, plural, one {# numero} other {# na numero}}', brand: 'Pitaka' },
      ),
    ).toEqual([]);
  });

  it.each([
    ['a missing language file', { a: 'Save' }, undefined, /fil\.messages\.json is missing/],
    ['a missing key', { a: 'Save', b: 'Cancel' }, { a: 'I-save' }, /"b" is missing/],
    ['a key English lacks', { a: 'Save' }, { a: 'I-save', z: 'Labis' }, /"z" is not in the English catalogue/],
    [
      'a renamed placeholder',
      { a: 'Hi {name}' },
      { a: 'Kumusta {pangalan}' },
      /placeholders \{pangalan\}, English has \{name\}/,
    ],
    ['a lost placeholder', { a: '{count} due' }, { a: 'May bayarin' }, /placeholders \{\}, English has \{count\}/],
    [
      'a plural without "other"',
      { a: '{n, plural, one {# day} other {# days}}' },
      { a: '{n, plural, one {# araw}}' },
      /lacks a plural's "other" case/,
    ],
    ['a broken message', { a: 'Hi {name}' }, { a: 'Kumusta {name' }, /not a valid ICU message/],
    ['an untranslated text', { a: 'Sign in' }, { a: 'Sign in' }, /"a" is still English/],
    ['a file that is not JSON', { a: 'Save' }, '{ a: ', /JSON/],
  ])('finds %s', (_what, english, filipino, problem) => {
    let problems: string[];
    try {
      problems = pair(english, filipino as Record<string, string> | string | undefined);
    } catch (error) {
      problems = [(error as Error).message];
    }
    expect(problems.join('\n')).toMatch(problem);
  });

  it('every catalogue of the apps and libs is complete in every language', () => {
    const files = ['apps', 'libs'].flatMap((top) => catalogueFiles(join(workspaceRoot, top)));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((file) => checkCatalogue(file, SAME_IN_BOTH))).toEqual([]);
  });
});
