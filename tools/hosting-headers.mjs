// The response headers Firebase Hosting sends, read from firebase.json (one "hosting" entry per
// target) and .firebaserc (target -> site), so a local static server answers with the production
// headers. Locally the production origins (the sites, the Firebase endpoints) become the local
// stack's, so a Content-Security-Policy violation shows up in the end-to-end suite.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './firebase/project.mjs';

/** The endpoints Firebase Auth calls in production, served locally by the Auth emulator. */
const AUTH_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIRESTORE_ENDPOINT = 'https://firestore.googleapis.com';
/** Where the callables of the trusted core answer in production (apps/functions/functions.json's region). */
const functionsEndpoint = (root, projectId) =>
  `https://${JSON.parse(readFileSync(join(root, 'apps/functions/functions.json'), 'utf8')).region}-${projectId}.cloudfunctions.net`;

/**
 * Every hosting target: its firebase.json entry and its production origin (https://<site>.web.app),
 * plus the production project id (.firebaserc's "production" alias).
 * @returns {{ projectId: string, targets: Record<string, { entry: object, origin: string }> }}
 */
export function readHosting(root = REPO_ROOT) {
  const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const firebaserc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8'));
  const projectId = firebaserc.projects?.production;
  if (!projectId) throw new Error('.firebaserc has no "production" project alias');
  const sites = firebaserc.targets?.[projectId]?.hosting ?? {};
  const targets = {};
  for (const entry of firebase.hosting ?? []) {
    const [site] = sites[entry.target] ?? [];
    if (!site) throw new Error(`.firebaserc maps no site to the hosting target "${entry.target}"`);
    targets[entry.target] = { entry, origin: `https://${site}.web.app` };
  }
  return { projectId, targets };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A firebase.json glob ("source") as a RegExp over URL paths, with Hosting's meaning of the
 * syntax firebase.json uses: `**` (whole segments), `*`, `?` and `@(a|b)`. Anything else throws,
 * so the file cannot use a pattern this server would read differently from Hosting.
 */
export function globToRegExp(glob) {
  const pattern = glob.startsWith('/') ? glob : `/${glob}`;
  let regex = '';
  let i = 0;
  while (i < pattern.length) {
    const rest = pattern.slice(i);
    if (rest.startsWith('/**/')) {
      regex += '/(?:[^/]+/)*';
      i += 4;
    } else if (rest === '/**') {
      regex += '(?:/.*)?';
      i += 3;
    } else if (rest.startsWith('@(') && /^@\([\w.-]+(\|[\w.-]+)*\)/.test(rest)) {
      const end = rest.indexOf(')');
      regex += `(?:${rest.slice(2, end).split('|').map(escapeRegExp).join('|')})`;
      i += end + 1;
    } else if (rest.startsWith('**') || /^[?*+@!]\(/.test(rest) || /^[[\]{}()!]/.test(rest)) {
      throw new Error(`firebase.json: unsupported glob syntax in "${glob}"`);
    } else if (rest[0] === '*') {
      regex += '[^/]*';
      i += 1;
    } else if (rest[0] === '?') {
      regex += '[^/]';
      i += 1;
    } else {
      regex += escapeRegExp(rest[0]);
      i += 1;
    }
  }
  return new RegExp(`^${regex}$`);
}

function matcherOf(rule) {
  if (rule.source !== undefined) return globToRegExp(rule.source);
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u');
  throw new Error('firebase.json: a header rule needs "source" or "regex"');
}

/**
 * The headers of one hosting entry for a request path. As on Hosting, every matching rule applies
 * in file order, and a later rule's value replaces an earlier one's for the same header.
 * @returns {Record<string, string>}
 */
export function headersFor(entry, pathname) {
  const headers = new Map();
  for (const rule of entry.headers ?? []) {
    if (!matcherOf(rule).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), { key, value });
  }
  return Object.fromEntries([...headers.values()].map(({ key, value }) => [key, value]));
}

/**
 * The file Hosting answers a path with when no file has that path: the first matching rewrite's
 * destination (a client-side route: /index.html; a sign-in screen: its static page), or null.
 */
export function rewriteOf(entry, pathname) {
  return (entry.rewrites ?? []).find((rule) => matcherOf(rule).test(pathname))?.destination ?? null;
}

/**
 * Production origin -> the local stack's origin: each site -> http://<host>:<its app's port>, the
 * Auth endpoints and the auth domain (Google sign-in's iframe) -> the Auth emulator, Firestore ->
 * the Firestore emulator, the functions -> the Functions emulator.
 * @param {{ appPorts: Record<string, number>, authHost: string, firestoreHost: string, functionsHost: string, host?: string, root?: string }} options
 */
export function localOrigins({
  appPorts,
  authHost,
  firestoreHost,
  functionsHost,
  host = 'localhost',
  root = REPO_ROOT,
}) {
  const hosting = readHosting(root);
  const origins = {};
  for (const [target, { origin }] of Object.entries(hosting.targets)) {
    if (!appPorts[target]) throw new Error(`no local port for the hosting target "${target}"`);
    origins[origin] = `http://${host}:${appPorts[target]}`;
  }
  for (const endpoint of [...AUTH_ENDPOINTS, `https://${hosting.projectId}.firebaseapp.com`]) {
    origins[endpoint] = `http://${authHost}`;
  }
  origins[FIRESTORE_ENDPOINT] = `http://${firestoreHost}`;
  origins[functionsEndpoint(root, hosting.projectId)] = `http://${functionsHost}`;
  return origins;
}

/** The headers with each production origin replaced by its local one (CSP sources de-duplicated). */
export function withLocalOrigins(headers, origins) {
  const local = (value) => origins[value] ?? value;
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => {
      if (key.toLowerCase() !== 'content-security-policy') return [key, local(value)];
      const directives = value.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, ...new Set(sources.map(local))].join(' ');
      });
      return [key, directives.join('; ')];
    }),
  );
}

/**
 * What a local server for one hosting target needs: the headers for a path (with local origins
 * when `origins` is given) and the file a missing path is answered with.
 * @param {string} target
 * @param {{ origins?: Record<string, string>, root?: string }} [options]
 */
export function hostingTarget(target, { origins = {}, root = REPO_ROOT } = {}) {
  const found = readHosting(root).targets[target];
  if (!found) throw new Error(`firebase.json has no hosting target "${target}"`);
  return {
    headersFor: (pathname) => withLocalOrigins(headersFor(found.entry, pathname), origins),
    rewriteOf: (pathname) => rewriteOf(found.entry, pathname),
  };
}
