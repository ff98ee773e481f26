// users/{uid}/summaries/{YYYY-MM} and users/{uid}/summaries/ledger. New documents, so money is
// stored as integer centavos (exact sums), unlike the original product's float-peso fields.
import type { StoredDoc } from './stored-doc';
import {
  centavos,
  emptyLedgerSummary,
  SUMMARIES_VERSION,
  type AccountMonth,
  type Centavos,
  type CategoryTotals,
  type LedgerSummary,
  type MonthSummary,
} from '@pitaka/domain';
import { MalformedDocumentError } from './malformed';
import { codec } from './document';
import { readInt } from './fields';

/** Where an unfinished rebuild stands: the months written so far, and its count of transactions. */
export interface RebuildCheckpoint {
  /** The ledger's `writes` when it started: a command since then means start again. */
  writes: number;
  /** The last month whose summary is written (every transaction up to its end is in). */
  through: string;
  processed: number;
}

export interface StoredLedgerSummary extends LedgerSummary {
  rebuild?: RebuildCheckpoint;
}

/** A month written by a rebuild carries its generation (the checkpoint's `writes`) until it completes. */
export interface StoredMonthSummary extends MonthSummary {
  rebuild?: number;
}

function readCentavos(value: unknown): Centavos {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new MalformedDocumentError(`summary amount ${String(value)} is not a whole number of centavos`);
  }
  return centavos(value);
}

function readMap(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function readAmounts(value: unknown): Record<string, Centavos> {
  return Object.fromEntries(Object.entries(readMap(value)).map(([key, amount]) => [key, readCentavos(amount)]));
}

function readNames(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readMap(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function readAccountMonth(value: unknown): AccountMonth {
  const d = readMap(value);
  const categories = Object.fromEntries(
    Object.entries(readMap(d['categories'])).map(([name, totals]) => [name, readTotals(totals)]),
  );
  return {
    categories,
    transfersIn: readCentavos(d['transfersIn'] ?? 0),
    transfersOut: readCentavos(d['transfersOut'] ?? 0),
    ...(typeof d['currency'] === 'string' ? { currency: d['currency'] } : {}),
  };
}

function readTotals(value: unknown): CategoryTotals {
  const t = readMap(value);
  return { income: readCentavos(t['income'] ?? 0), expense: readCentavos(t['expense'] ?? 0) };
}

export function monthSummaryFromDoc(id: string, d: StoredDoc): StoredMonthSummary {
  const members = Object.entries(readMap(d['members'])).map(([uid, totals]) => [uid, readTotals(totals)] as const);
  const secondHalf = readAmounts(d['secondHalf']);
  return {
    month: id,
    accounts: Object.fromEntries(Object.entries(readMap(d['accounts'])).map(([key, v]) => [key, readAccountMonth(v)])),
    ...(members.length > 0 ? { members: Object.fromEntries(members) } : {}),
    ...(Object.keys(secondHalf).length > 0 ? { secondHalf } : {}),
    ...(typeof d['rebuild'] === 'number' ? { rebuild: readInt(d['rebuild']) } : {}),
  };
}

export function monthSummaryToDoc(s: StoredMonthSummary): StoredDoc {
  return {
    month: s.month,
    accounts: s.accounts,
    ...(s.members ? { members: s.members } : {}),
    ...(s.secondHalf ? { secondHalf: s.secondHalf } : {}),
    ...(s.rebuild === undefined ? {} : { rebuild: s.rebuild }),
  };
}

export function ledgerSummaryFromDoc(_id: string, d: StoredDoc): StoredLedgerSummary {
  const rebuild = readMap(d['rebuild']);
  return {
    // Complete only in the current shape: older months lack what was added since (a rebuild).
    ...emptyLedgerSummary(d['complete'] === true && d['version'] === SUMMARIES_VERSION),
    writes: readInt(d['writes']),
    balances: readAmounts(d['balances']),
    names: readNames(d['names']),
    ...(Object.keys(readNames(d['currencies'])).length > 0 ? { currencies: readNames(d['currencies']) } : {}),
    net: Object.fromEntries(Object.entries(readMap(d['net'])).map(([month, nets]) => [month, readAmounts(nets)])),
    ...(typeof rebuild['through'] === 'string'
      ? {
          rebuild: {
            writes: readInt(rebuild['writes']),
            through: rebuild['through'],
            processed: readInt(rebuild['processed']),
          },
        }
      : {}),
  };
}

export function ledgerSummaryToDoc(s: StoredLedgerSummary): StoredDoc {
  const { complete, writes, balances, names, currencies, net, rebuild } = s;
  return {
    complete,
    version: SUMMARIES_VERSION,
    writes,
    balances,
    names,
    ...(currencies && Object.keys(currencies).length > 0 ? { currencies } : {}),
    net,
    ...(rebuild ? { rebuild } : {}),
  };
}

export const monthSummaryCodec = codec<StoredMonthSummary, StoredDoc>(monthSummaryToDoc, (id, d) =>
  monthSummaryFromDoc(id, d),
);

export const ledgerSummaryCodec = codec<StoredLedgerSummary, StoredDoc>(ledgerSummaryToDoc, (id, d) =>
  ledgerSummaryFromDoc(id, d),
);
