// What makes a translation complete: every catalogue `<name>en.messages.json` has its twin in
// every other language with the same keys, each message compiles, uses the same placeholders as
// the English one (a plural's cases as they should be) and is translated (not the English text,
// unless the text is the same word in both languages, e.g. a name).
const fs = require('fs');
const path = require('path');
const { compileCatalogue } = require('./compile-catalogue.cjs');

const OTHER_LANGUAGES = ['fil'];
const ENGLISH_FILE = /(^|[.\\/])en\.messages\.json$/;

/** The placeholders of a compiled message (`{name}`, `{count, plural, …}` and those inside its cases). */
function placeholders(compiled, found = new Set()) {
  if (!Array.isArray(compiled)) return found;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , cases] = part;
    if (typeof name === 'string') found.add(name);
    if (cases && typeof cases === 'object') for (const value of Object.values(cases)) placeholders(value, found);
  }
  return found;
}

/** The plural/select cases a message offers (`count:one`, `count:other`). */
function cases(compiled, found = new Set()) {
  if (!Array.isArray(compiled)) return found;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, type, options] = part;
    if (type && options && typeof options === 'object') {
      for (const [key, value] of Object.entries(options)) {
        found.add(`${name}:${type}:${key}`);
        cases(value, found);
      }
    }
  }
  return found;
}

function catalogueFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogueFiles(file);
    return ENGLISH_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * The problems of one English catalogue and its translations, as sentences.
 * @param {string} englishFile  @param {readonly string[]} sameInBoth texts that need no translation
 */
function checkCatalogue(englishFile, sameInBoth = []) {
  const problems = [];
  const read = (file) => compileCatalogue(fs.readFileSync(file, 'utf8'), file);
  const raw = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const english = read(englishFile);
  const englishText = raw(englishFile);
  for (const language of OTHER_LANGUAGES) {
    const file = englishFile.replace(/en\.messages\.json$/, `${language}.messages.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${file} is missing`);
      continue;
    }
    let translated;
    try {
      translated = read(file);
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    const translatedText = raw(file);
    for (const key of Object.keys(english)) {
      if (!(key in translated)) {
        problems.push(`${file}: "${key}" is missing`);
        continue;
      }
      const want = [...placeholders(english[key])].sort().join(', ');
      const got = [...placeholders(translated[key])].sort().join(', ');
      if (want !== got) problems.push(`${file}: "${key}" has placeholders {${got}}, English has {${want}}`);
      const otherCase = [...cases(translated[key])].filter((c) => c.endsWith(':other'));
      const englishOther = [...cases(english[key])].filter((c) => c.endsWith(':other'));
      if (otherCase.length < englishOther.length) problems.push(`${file}: "${key}" lacks a plural's "other" case`);
      const same = translatedText[key] === englishText[key] && !sameInBoth.includes(englishText[key]);
      if (same) problems.push(`${file}: "${key}" is still English: "${englishText[key]}"`);
    }
    for (const key of Object.keys(translated)) {
      if (!(key in english)) problems.push(`${file}: "${key}" is not in the English catalogue`);
    }
  }
  return problems;
}

module.exports = { catalogueFiles, checkCatalogue, placeholders, OTHER_LANGUAGES };
