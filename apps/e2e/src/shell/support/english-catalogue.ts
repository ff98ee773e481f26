// The English of every message catalogue in the repo, as matchers of whole visible texts: what a
// screen in Filipino must not show. A message with values matches any values ('{count} due' is
// /^.+? due$/; a plural matches any of its cases). Left out: texts Filipino writes the same
// (tools/i18n/same-in-both.json), messages with too little fixed text to tell English from data
// (e.g. '{name}'), and the generated transaction descriptions, which are data stored in the
// language of whoever wrote them.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '../../../../..');
const { catalogueFiles } = require(join(workspaceRoot, 'tools/i18n/catalogue-check.cjs')) as {
  catalogueFiles(dir: string): string[];
};
const { compileCatalogue } = require(join(workspaceRoot, 'tools/i18n/compile-catalogue.cjs')) as {
  compileCatalogue(source: string, file: string): Record<string, unknown>;
};
const SAME_IN_BOTH: readonly string[] = JSON.parse(
  readFileSync(join(workspaceRoot, 'tools/i18n/same-in-both.json'), 'utf8'),
);

/** Data, not interface: stored in the writer's language. */
const NOT_INTERFACE = /[\\/]generated\.en\.messages\.json$/;

/** At least this many letters of fixed text, or the message could be anyone's data. */
const MIN_FIXED_LETTERS = 3;

export interface EnglishText {
  /** Where it comes from: 'apps/debt/src/i18n/debt.en.messages.json detail.title'. */
  source: string;
  english: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message (Lingui's: strings, `[name]`, `[name, 'plural' | 'select', cases]`) as a regex body. */
function patternOf(compiled: unknown, inPlural = false): { body: string; letters: number } {
  if (typeof compiled === 'string') return { body: escape(compiled), letters: compiled.replace(/\P{L}/gu, '').length };
  if (!Array.isArray(compiled)) return { body: '', letters: 0 };
  let body = '';
  let letters = 0;
  for (const part of compiled) {
    if (typeof part === 'string') {
      // In a plural's case, '#' is its number.
      body += inPlural ? part.split('#').map(escape).join('[\\d,.]+') : escape(part);
      letters += part.replace(/\P{L}/gu, '').length;
    } else if (Array.isArray(part) && part.length >= 3 && typeof part[2] === 'object' && part[2] !== null) {
      const plural = part[1] === 'plural' || part[1] === 'selectordinal';
      const cases = Object.values(part[2] as Record<string, unknown>)
        .filter((c) => typeof c === 'string' || Array.isArray(c)) // not a plural's offset
        .map((c) => patternOf(c, plural));
      body += `(?:${cases.map((c) => c.body).join('|')})`;
      letters += Math.min(...cases.map((c) => c.letters));
    } else {
      body += '.+?';
    }
  }
  return { body, letters };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every English text of the repo's catalogues that a Filipino screen must not show. */
export function englishTexts(): EnglishText[] {
  const texts: EnglishText[] = [];
  for (const file of catalogueFiles(join(workspaceRoot, 'apps')).concat(catalogueFiles(join(workspaceRoot, 'libs')))) {
    if (NOT_INTERFACE.test(file)) continue;
    const rawEnglish: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
    const filipinoFile = file.replace(/en\.messages\.json$/, 'fil.messages.json');
    const rawFilipino: Record<string, string> = JSON.parse(readFileSync(filipinoFile, 'utf8'));
    const compiled = compileCatalogue(readFileSync(file, 'utf8'), file);
    for (const [key, english] of Object.entries(rawEnglish)) {
      if (rawFilipino[key] === english || SAME_IN_BOTH.includes(english)) continue;
      const { body, letters } = patternOf(compiled[key]);
      if (letters < MIN_FIXED_LETTERS) continue;
      texts.push({ source: `${relative(workspaceRoot, file)} ${key}`, english, pattern: new RegExp(`^${body}$`, 'u') });
    }
  }
  return texts;
}

/** The remotes' navigation labels in English, where their Filipino label differs (tools/remote-registry.json). */
export function englishNavLabels(): EnglishText[] {
  const registry: Record<string, { nav?: { label: string; labels?: Record<string, string> }[] }> = JSON.parse(
    readFileSync(join(workspaceRoot, 'tools/remote-registry.json'), 'utf8'),
  );
  return Object.values(registry)
    .flatMap((remote) => remote.nav ?? [])
    .filter(({ label, labels }) => labels?.['fil'] !== label)
    .map(({ label }) => ({
      source: 'tools/remote-registry.json nav',
      english: label,
      pattern: new RegExp(`^${escape(label)}$`),
    }));
}

/** The texts of `shown` that are English from a catalogue: 'Add Account (apps/…json form.title)'. */
export function englishLeft(
  shown: readonly string[],
  english: readonly EnglishText[],
  data: readonly string[],
): string[] {
  const found = new Set<string>();
  for (const raw of shown) {
    const text = normalise(raw);
    if (!text || data.includes(text)) continue;
    const match = english.find(({ pattern }) => pattern.test(text));
    if (match) found.add(`"${text}" (${match.source})`);
  }
  return [...found];
}
