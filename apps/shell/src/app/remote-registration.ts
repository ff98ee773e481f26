// A remote's registration in /config.json: where its code is and what the shell shows of it (the
// prefixes it owns, its side-navigation entries, its dashboard widgets). Read field by field and
// strictly (unknown fields included), because a mistake here is made by hand at deploy time: a
// malformed registration leaves that one remote out, with a console error, and the rest work.

/** How a widget sits in the dashboard's generic layout (see the shell's dashboard-layout.ts). */
export type WidgetSize = 'full' | 'compact';

/** Heights in rem below the mobile breakpoint, up to the wide one (1200px), and from it on. */
export type WidgetReserve = readonly [phone: number, tablet: number, wide: number];

export interface RemoteNavEntry {
  /** In English, the default language. */
  label: string;
  /** The label in other languages by code, e.g. `{ fil: 'Mga Account' }`; English where one lacks. */
  labels?: Readonly<Record<string, string>>;
  /** Where the link goes: under one of the remote's prefixes. */
  path: string;
  /** A name of `@pitaka/ui`'s NAV_ICONS; an unknown name shows a neutral icon. */
  icon: string;
  /** Place in the navigation, after the shell's own Dashboard link; lower first. */
  order: number;
  /** Prefixes besides `path` under which the link shows as current, e.g. '/add-transaction'. */
  activeOn: readonly string[];
}

export interface RemoteWidget {
  /** Unique on the dashboard; the slot's name (`data-slot`). */
  id: string;
  /** The exposed module, e.g. 'BalanceWidget' for `<remote>/BalanceWidget`. */
  module: string;
  /** Place on the dashboard; lower first. */
  order: number;
  size: WidgetSize;
  /** Height the slot holds until the widget arrives: its loading skeleton's, at this size. */
  reserve: WidgetReserve;
}

export interface RemoteRegistration {
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** The top-level path segments it owns ('/debt'); the shell mounts its ./Routes under each. */
  prefixes: readonly string[];
  nav: readonly RemoteNavEntry[];
  widgets: readonly RemoteWidget[];
}

class Malformed extends Error {}

function fail(message: string): never {
  throw new Malformed(message);
}

/** A plain object with exactly the known fields (a typo is an error, not a silent default). */
function fields<K extends string>(value: unknown, where: string, required: K[], optional: K[] = []) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${where} must be an object`);
  const known: string[] = [...required, ...optional];
  const stray = Object.keys(value).find((key) => !known.includes(key));
  if (stray !== undefined) fail(`${where} has an unknown field "${stray}"`);
  const missing = required.find((key) => !(key in value));
  if (missing !== undefined) fail(`${where} needs "${missing}"`);
  return value as Partial<Record<K, unknown>>;
}

function list<T>(value: unknown, where: string, item: (value: unknown, where: string) => T): T[] {
  if (!Array.isArray(value)) fail(`${where} must be a list`);
  return value.map((entry, i) => item(entry, `${where}[${i}]`));
}

function matching(pattern: RegExp, what: string) {
  return (value: unknown, where: string): string => {
    if (typeof value !== 'string' || !pattern.test(value)) fail(`${where} must be ${what}`);
    return value;
  };
}

/** A Module Federation container name: its remoteEntry.js declares a global of that name. */
export const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const prefix = matching(/^\/[a-z0-9-]+$/, 'one path segment such as "/bills"');
const path = matching(/^(\/[a-z0-9-]+)+$/, 'a path such as "/bills" or "/bills/new"');
const label = matching(/^\S(.{0,38}\S)?$/, 'a label of 1 to 40 characters');
const languageCode = /^[a-z]{2,3}$/;
const iconName = matching(/^[a-z][a-z0-9-]*$/, 'an icon name such as "bills"');
const widgetId = matching(/^[a-z][a-z0-9-]*$/, 'an id such as "bills-due"');
const moduleName = matching(/^[A-Za-z][A-Za-z0-9]*$/, 'an exposed module name such as "BillsWidget"');

function order(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${where} must be a number`);
  return value;
}

function entryUrl(value: unknown, where: string): string {
  let protocol = '';
  try {
    protocol = new URL(String(value)).protocol;
  } catch {
    // Not a URL: refused below.
  }
  if (typeof value !== 'string' || !['http:', 'https:'].includes(protocol)) fail(`${where} must be an http(s) URL`);
  return value;
}

function size(value: unknown, where: string): WidgetSize {
  if (value !== 'full' && value !== 'compact') fail(`${where} must be "full" or "compact"`);
  return value;
}

const MAX_RESERVE_REM = 200;

function reserve(value: unknown, where: string): WidgetReserve {
  const heights = list(value, where, (height, at) => {
    if (typeof height !== 'number' || !(height > 0 && height <= MAX_RESERVE_REM)) {
      fail(`${at} must be a height in rem above 0, at most ${MAX_RESERVE_REM}`);
    }
    return height;
  });
  if (heights.length !== 3) fail(`${where} must list 3 heights: phone, tablet, wide`);
  return [heights[0], heights[1], heights[2]];
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function labels(value: unknown, where: string): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${where} must be an object`);
  return Object.fromEntries(
    Object.entries(value).map(([code, text]) => {
      if (!languageCode.test(code)) fail(`${where} has "${code}", not a language code such as "fil"`);
      return [code, label(text, `${where}.${code}`)];
    }),
  );
}

function navEntry(value: unknown, where: string, prefixes: readonly string[]): RemoteNavEntry {
  const raw = fields(value, where, ['label', 'path', 'icon', 'order'], ['labels', 'activeOn']);
  const entry: RemoteNavEntry = {
    label: label(raw.label, `${where}.label`),
    labels: raw.labels === undefined ? {} : labels(raw.labels, `${where}.labels`),
    path: path(raw.path, `${where}.path`),
    icon: iconName(raw.icon, `${where}.icon`),
    order: order(raw.order, `${where}.order`),
    activeOn: raw.activeOn === undefined ? [] : list(raw.activeOn, `${where}.activeOn`, path),
  };
  // A remote's link never lights up for, or leads into, another remote's pages.
  const foreign = [entry.path, ...entry.activeOn].find((p) => !prefixes.some((own) => isUnder(p, own)));
  if (foreign !== undefined) fail(`${where}: "${foreign}" is not under the remote's prefixes`);
  return entry;
}

function widget(value: unknown, where: string): RemoteWidget {
  const raw = fields(value, where, ['id', 'module', 'order', 'size', 'reserve']);
  return {
    id: widgetId(raw.id, `${where}.id`),
    module: moduleName(raw.module, `${where}.module`),
    order: order(raw.order, `${where}.order`),
    size: size(raw.size, `${where}.size`),
    reserve: reserve(raw.reserve, `${where}.reserve`),
  };
}

function registration(value: unknown, where: string): RemoteRegistration {
  const raw = fields(value, where, ['entry', 'prefixes'], ['nav', 'widgets']);
  const prefixes = list(raw.prefixes, `${where}.prefixes`, prefix);
  return {
    entry: entryUrl(raw.entry, `${where}.entry`),
    prefixes,
    nav: raw.nav === undefined ? [] : list(raw.nav, `${where}.nav`, (entry, at) => navEntry(entry, at, prefixes)),
    widgets: raw.widgets === undefined ? [] : list(raw.widgets, `${where}.widgets`, widget),
  };
}

/** What two remotes may not share: a prefix, or a dashboard slot. The first in config keeps it. */
function clash(candidate: RemoteRegistration, kept: readonly RemoteRegistration[]): string | undefined {
  const prefix = candidate.prefixes.find((p) => kept.some((other) => other.prefixes.includes(p)));
  if (prefix !== undefined) return `prefix "${prefix}" is already registered by another remote`;
  const ids = [...kept.flatMap((other) => other.widgets), ...candidate.widgets].map((w) => w.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  return repeated === undefined ? undefined : `widget id "${repeated}" is used twice`;
}

/**
 * `remotes` of /config.json (name -> registration), in config order. A malformed registration, or
 * one that clashes with an earlier one, is left out with a console error.
 */
export function parseRemoteRegistrations(remotes: object): Record<string, RemoteRegistration> {
  const kept: Record<string, RemoteRegistration> = {};
  for (const [name, value] of Object.entries(remotes)) {
    const where = `remotes.${name}`;
    try {
      if (!REMOTE_NAME.test(name)) fail(`"${name}" is not a remote name (a letter, then letters, digits and _)`);
      const parsed = registration(value, where);
      const problem = clash(parsed, Object.values(kept));
      if (problem) fail(`${where}: ${problem}`);
      kept[name] = parsed;
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      console.error(`config.json: remote "${name}" left out: ${error.message}`);
    }
  }
  return kept;
}
