// The ledger audit: the invariant every sequence of user actions must keep, checked over a
// user's raw stored documents (plain field maps, no converters: their rounding would hide drift).
// Used by the data lib's property test after every random step and by the e2e suite after every
// money move through the UI.
import { centavos, toCentavos } from './money';
import { toMajorUnits, toMinorUnits } from './currency/stored-units';
import type { TransactionSourceKind, TransactionType, TransferRole } from './model';
import { isMonthKey, LEDGER_SUMMARY_ID, SUMMARIES_VERSION, summariesFromTransactions } from './summaries';
import { dayOfOccurrenceKey, manilaDayNumber } from './recurrence';
import { periodOf, type PeriodKey } from './budget-periods';
import { spentInPeriod } from './budgets';

/** One stored document's fields, as read. */
export type RawDoc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RawTransaction {
  id: string;
  type: TransactionType;
  /** Major units of `currency` (pesos when absent). */
  amount: number;
  /** Its account's own currency, when not the books'. */
  currency?: string;
  accountId: string;
  category: string;
  description: string;
  source?: { kind: string; id: string; index: number; reversal: boolean };
  transfer?: { id: string; role: string; accountId: string; counter?: { amount: number; currency: string } };
  /** The statement import that wrote it (see statement/import-link.ts). */
  import?: { id: string; row: number };
  /** A Timestamp (anything with toDate()), a Date, or an ISO string. */
  date?: unknown;
  /** In a household: the member who made it. */
  createdBy?: string;
}

export interface RawLedger {
  accounts: Record<string, RawDoc>;
  paluwagans: Record<string, RawDoc>;
  debts: Record<string, RawDoc>;
  /** users/{uid}/recurring, when the reader includes it. */
  recurring?: Record<string, RawDoc>;
  transactions: RawTransaction[];
  /** users/{uid}/summaries, when the reader includes them (then they are audited too). */
  summaries?: Record<string, RawDoc>;
  /** users/{uid}/imports, when the reader includes them (then their counts are audited too). */
  imports?: Record<string, RawDoc>;
}

/** A paluwagan week, own payout or debt entry, with the signed amount it must have booked when paid. */
export interface LedgerRow {
  label: string;
  kind: TransactionSourceKind;
  entityId: string;
  entityName: string;
  index: number;
  isPaid: boolean;
  accountId?: string;
  /** Signed centavos a payment from an account books (expense −, income +). */
  signedCentavos: number;
}

/** The documents hold major units (the stored shape); the audit sums in whole minor units. */
function rawSignedCentavos(t: Pick<RawTransaction, 'type' | 'amount' | 'currency'>): number {
  return (t.type === 'income' ? 1 : -1) * toMinorUnits(t.amount, t.currency);
}

/** A sum of minor units as the documents would hold it (pesos when `currency` is absent). */
function pesos(sumOfCentavos: number, currency?: string): number {
  return toMajorUnits(centavos(sumOfCentavos), currency);
}

/** The row of one stored entry (a week, an own number, a payment) of the paluwagan or debt `entity`. */
function ledgerRow(
  kind: LedgerRow['kind'],
  entityId: string,
  entity: RawDoc,
  entry: RawDoc,
  place: Pick<LedgerRow, 'index' | 'label' | 'signedCentavos'>,
): LedgerRow {
  return {
    label: `${entity['name']} ${place.label}`,
    kind,
    entityId,
    entityName: entity['name'],
    index: place.index,
    isPaid: entry['isPaid'] === true,
    accountId: entry['accountId'],
    signedCentavos: place.signedCentavos,
  };
}

export function ledgerRows(state: RawLedger): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const [id, p] of Object.entries(state.paluwagans)) {
    for (const w of p['weeklyPayments'] as RawDoc[]) {
      const week = w['weekNumber'];
      const signedCentavos = -toCentavos(w['amount']);
      rows.push(ledgerRow('paluwagan-week', id, p, w, { index: week, label: `week ${week}`, signedCentavos }));
    }
    for (const n of (p['numbers'] as RawDoc[]).filter((x) => x['isOwner'])) {
      const number = n['number'];
      const signedCentavos = toCentavos(p['payoutPerNumber']);
      rows.push(ledgerRow('paluwagan-payout', id, p, n, { index: number, label: `payout ${number}`, signedCentavos }));
    }
  }
  for (const [id, d] of Object.entries(state.debts)) {
    (d['paymentSchedule'] as RawDoc[]).forEach((e, i) => {
      const signedCentavos = (d['type'] === 'owe' ? -1 : 1) * toCentavos(e['amount']);
      rows.push(ledgerRow('debt-payment', id, d, e, { index: i, label: `payment ${i + 1}`, signedCentavos }));
    });
  }
  for (const [id, item] of Object.entries(state.recurring ?? {})) rows.push(...recurringLedgerRows(state, id, item));
  return rows;
}

/**
 * A recurring item stores only the occurrences paid or skipped; one paid and then unmarked is
 * gone from it, so its rows are also those its transactions point at (then unpaid: their sum
 * must be 0).
 */
function recurringLedgerRows(state: RawLedger, id: string, item: RawDoc): LedgerRow[] {
  const sign = item['type'] === 'income' ? 1 : -1;
  const stored = new Map<number, RawDoc>();
  for (const [key, occurrence] of Object.entries((item['occurrences'] ?? {}) as Record<string, RawDoc>)) {
    const day = dayOfOccurrenceKey(key);
    if (day) stored.set(manilaDayNumber(day), occurrence);
  }
  const booked = state.transactions.flatMap((t) =>
    t.source?.kind === 'recurring' && t.source.id === id ? [t.source.index] : [],
  );
  return [...new Set([...stored.keys(), ...booked])].map((index) => {
    const occurrence = stored.get(index) ?? {};
    const paid = { ...occurrence, isPaid: occurrence['status'] === 'paid' };
    const signedCentavos = sign * toCentavos(occurrence['amount'] ?? 0);
    return ledgerRow('recurring', id, item, paid, { index, label: `day ${index}`, signedCentavos });
  });
}

// Rows are found by the link when the transaction has one; code without links (the original
// product, and this repository before links existed) is matched by its generated description,
// so the same invariant can be run against it.
const DESCRIBED: { kind: LedgerRow['kind']; pattern: RegExp }[] = [
  { kind: 'paluwagan-week', pattern: /^(?:Reversal of paluwagan payment|Paluwagan payment): (.*) \(Week (\d+)\)$/ },
  { kind: 'paluwagan-payout', pattern: /^(?:Reversal of paluwagan payout|Paluwagan payout): (.*) \(Number (\d+)\)$/ },
  {
    kind: 'debt-payment',
    pattern:
      /^(?:Reversal of debt payment|Reversal of debt received|Debt payment|Debt received): (.*) \(Payment (\d+)\)$/,
  },
];

export function belongsToRow(t: RawTransaction, row: LedgerRow): boolean {
  const key = rowKeyOf(t);
  return key === rowKey(row.kind, row.entityId, row.index) || key === rowKey(row.kind, row.entityName, row.index, true);
}

/** A row's key: by the entity's id for a link, by its name for a generated description. */
function rowKey(kind: string, entity: string, index: number, described = false): string {
  return JSON.stringify([described, kind, entity, index]);
}

/** The key of the row a transaction belongs to, or null. */
function rowKeyOf(t: RawTransaction): string | null {
  if (t.source) return rowKey(t.source.kind, t.source.id, t.source.index);
  for (const { kind, pattern } of DESCRIBED) {
    const match = pattern.exec(t.description);
    if (match) return rowKey(kind, match[1], Number(match[2]) - (kind === 'debt-payment' ? 1 : 0), true);
  }
  return null;
}

/**
 * Returns the first broken rule, or null. For every account: balance = signed sum of its
 * transactions, never negative, amounts whole centavos. For every row: on each account, its
 * linked transactions add up to its signed amount when it is paid from that account, to 0
 * otherwise; and a paid row never points at a missing account.
 */
export function brokenLedgerRule(state: RawLedger): string | null {
  for (const t of state.transactions) {
    if (t.amount !== toMajorUnits(toMinorUnits(t.amount, t.currency), t.currency))
      return `transaction ${t.id} amount ${t.amount} is not whole ${t.currency ? `minor units of ${t.currency}` : 'centavos'}`;
    const account = state.accounts[t.accountId];
    if (account && account['currency'] !== t.currency)
      return `transaction ${t.id} is in ${t.currency ?? 'the books'} but its account ${account['name']} in ${account['currency'] ?? 'the books'}`;
  }
  const balances = new Map<string, number>();
  const byRow = new Map<string, RawTransaction[]>();
  for (const t of state.transactions) {
    balances.set(t.accountId, (balances.get(t.accountId) ?? 0) + rawSignedCentavos(t));
    const key = rowKeyOf(t);
    if (key === null) continue;
    const ofRow = byRow.get(key);
    if (ofRow) ofRow.push(t);
    else byRow.set(key, [t]);
  }
  for (const [id, a] of Object.entries(state.accounts)) {
    const sum = balances.get(id) ?? 0;
    if (a['balance'] !== pesos(sum, a['currency']))
      return `account ${a['name']}: balance ${a['balance']} but transactions sum to ${pesos(sum, a['currency'])}`;
    if (a['balance'] < 0) return `account ${a['name']}: negative balance ${a['balance']}`;
  }
  const transferBroken = brokenTransferRule(state.transactions);
  if (transferBroken) return transferBroken;
  const importBroken = brokenImportRule(state);
  if (importBroken) return importBroken;
  const summaryBroken = brokenSummaryRule(state);
  if (summaryBroken) return summaryBroken;
  for (const row of ledgerRows(state)) {
    if (row.isPaid && row.accountId && !state.accounts[row.accountId])
      return `${row.label} is paid from a missing account`;
    if (row.isPaid && row.accountId && state.accounts[row.accountId]['currency'])
      return `${row.label} is paid from an account in its own currency`;
    const ofRow = [
      ...(byRow.get(rowKey(row.kind, row.entityId, row.index)) ?? []),
      ...(byRow.get(rowKey(row.kind, row.entityName, row.index, true)) ?? []),
    ];
    for (const accountId of Object.keys(state.accounts)) {
      const linked = ofRow.filter((t) => t.accountId === accountId);
      const sum = linked.reduce((s, t) => s + rawSignedCentavos(t), 0);
      const expected = row.isPaid && row.accountId === accountId ? row.signedCentavos : 0;
      if (sum !== expected) {
        const name = state.accounts[accountId]['name'];
        return `${row.label} (${row.isPaid ? `paid from ${row.accountId ?? 'no account'}` : 'unpaid'}): its transactions on ${name} sum to ${pesos(sum)}, expected ${pesos(expected)}`;
      }
    }
  }
  return null;
}

/**
 * No row of a statement import was written twice, and no import has more transactions than it
 * wrote and did not undo (fewer when the user reverted some one by one).
 */
function brokenImportRule(state: RawLedger): string | null {
  const rowsOf = new Map<string, Set<number>>();
  for (const t of state.transactions) {
    if (!t.import) continue;
    const rows = rowsOf.get(t.import.id) ?? new Set<number>();
    if (rows.has(t.import.row)) return `import ${t.import.id}: row ${t.import.row} was written twice`;
    rowsOf.set(t.import.id, rows.add(t.import.row));
  }
  for (const [id, record] of Object.entries(state.imports ?? {})) {
    const left = record['imported'] - record['undone'];
    const count = rowsOf.get(id)?.size ?? 0;
    if (count > left)
      return `import ${id}: ${count} transactions, but it wrote ${record['imported']} and undid ${record['undone']}`;
  }
  return null;
}

/**
 * Every transfer has its out and in halves together, between two different accounts, with a fee
 * (if any) on the source. Within one currency its halves are of one amount and its documents net
 * to minus the fee; a padala's halves are in their accounts' two currencies and each part names
 * the other leg exactly (the out part and the fee what was received, the in part what was sent).
 */
function brokenTransferRule(transactions: readonly RawTransaction[]): string | null {
  const byTransfer = new Map<string, RawTransaction[]>();
  for (const t of transactions) {
    if (t.transfer) byTransfer.set(t.transfer.id, [...(byTransfer.get(t.transfer.id) ?? []), t]);
  }
  for (const [id, parts] of byTransfer) {
    const part = (role: string) => parts.filter((p) => p.transfer?.role === role);
    const [out, incoming, fees] = [part('out'), part('in'), part('fee')];
    if (out.length !== 1 || incoming.length !== 1 || fees.length > 1 || parts.length !== 2 + fees.length)
      return `transfer ${id}: parts ${parts.map((p) => p.transfer?.role).join(', ')}, expected out, in and at most one fee`;
    const fee = fees[0];
    if (out[0].accountId === incoming[0].accountId) return `transfer ${id} moves money within one account`;
    if (fee && fee.accountId !== out[0].accountId) return `transfer ${id}: its fee is not on the source account`;
    if (out[0].currency !== incoming[0].currency) {
      const broken = brokenPadala(id, out[0], incoming[0], fee);
      if (broken) return broken;
      continue;
    }
    if (parts.some((p) => p.transfer?.counter)) return `transfer ${id} within one currency names another leg`;
    const net = parts.reduce((s, t) => s + rawSignedCentavos(t), 0);
    const expected = fee ? -toMinorUnits(fee.amount, fee.currency) : 0;
    if (net !== expected)
      return `transfer ${id}: its documents net to ${pesos(net, out[0].currency)}, expected ${pesos(expected, out[0].currency)}`;
  }
  return null;
}

function brokenPadala(
  id: string,
  out: RawTransaction,
  incoming: RawTransaction,
  fee: RawTransaction | undefined,
): string | null {
  const receivedIn = out.transfer?.counter?.currency;
  const sentIn = incoming.transfer?.counter?.currency;
  if (!receivedIn || !sentIn) return `padala ${id}: a part does not name the other leg`;
  // A leg in the books' currency has no code on its document: the other leg's part names it.
  if ((incoming.currency ?? receivedIn) !== receivedIn || (out.currency ?? sentIn) !== sentIn)
    return `padala ${id}: a leg is named in another currency than its account's`;
  const names = (t: RawTransaction, other: RawTransaction, currency: string) => {
    const counter = t.transfer?.counter;
    return (
      counter?.currency === currency &&
      counter.amount === toMajorUnits(toMinorUnits(counter.amount, counter.currency), counter.currency) &&
      toMinorUnits(counter.amount, counter.currency) === toMinorUnits(other.amount, other.currency)
    );
  };
  for (const [t, other, currency] of [
    [out, incoming, receivedIn],
    [incoming, out, sentIn],
    ...(fee ? [[fee, incoming, receivedIn] as const] : []),
  ] as const) {
    if (!names(t, other, currency))
      return `padala ${id}: its ${t.transfer?.role} part names ${JSON.stringify(t.transfer?.counter)}, the leg is ${other.amount}`;
  }
  return null;
}

/**
 * What a budget reads as spent in each month and kinsena (spentInPeriod over the stored summary)
 * equals the expenses dated in it, summed straight from the transactions (transfer halves apart).
 */
function brokenBudgetSpentRule(state: RawLedger, months: [string, RawDoc][]): string | null {
  const expected = new Map<PeriodKey, Record<string, number>>();
  for (const t of state.transactions) {
    const role = t.transfer?.role;
    // An account in its own currency is not in a budget (see spentInPeriod).
    if (t.type !== 'expense' || role === 'out' || role === 'in' || t.currency) continue;
    const date = rawDate(t.date);
    if (Number.isNaN(date.getTime())) continue;
    for (const key of [periodOf('month', date), periodOf('kinsena', date)]) {
      const spent = expected.get(key) ?? {};
      spent[t.category] = (spent[t.category] ?? 0) + toCentavos(t.amount);
      expected.set(key, spent);
    }
  }
  for (const [month, doc] of months) {
    const summary = { month, accounts: doc['accounts'] ?? {}, secondHalf: doc['secondHalf'] };
    for (const key of [month, `${month}-1`, `${month}-2`]) {
      const stored = spentInPeriod(summary, key);
      const straight = Object.fromEntries(Object.entries(expected.get(key) ?? {}).filter(([, c]) => c !== 0));
      if (canonical(stored) !== canonical(straight))
        return `spent in ${key}: ${canonical(stored)} by the summary, ${canonical(straight)} by the transactions`;
    }
  }
  return null;
}

function rawDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  return new Date(typeof value === 'string' || typeof value === 'number' ? value : Number.NaN);
}

/** Object keys sorted at every level, so two documents compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Once the summaries are complete, every month document, the nets, the balances and the account
 * names equal a recomputation from the transactions and the accounts, to the centavo.
 */
function brokenSummaryRule(state: RawLedger): string | null {
  const ledger = state.summaries?.[LEDGER_SUMMARY_ID];
  // Summaries of an older shape are not complete: the rebuild writes them again.
  if (!state.summaries || !ledger || ledger['complete'] !== true || ledger['version'] !== SUMMARIES_VERSION)
    return null;
  const expected = summariesFromTransactions(
    state.transactions.map((t) => ({
      type: t.type,
      amount: toMinorUnits(t.amount, t.currency),
      ...(t.currency ? { currency: t.currency } : {}),
      category: t.category,
      accountId: t.accountId,
      date: rawDate(t.date),
      ...(t.transfer
        ? {
            transfer: {
              id: t.transfer.id,
              accountId: t.transfer.accountId,
              role: t.transfer.role as TransferRole,
              accountName: '',
            },
          }
        : {}),
      ...(typeof t.createdBy === 'string' ? { createdBy: t.createdBy } : {}),
    })),
    Object.fromEntries(
      Object.entries(state.accounts).map(([id, a]) => [id, toMinorUnits(a['balance'], a['currency'])]),
    ),
    Object.fromEntries(Object.entries(state.accounts).map(([id, a]) => [id, String(a['name'])])),
    Object.fromEntries(
      Object.entries(state.accounts).flatMap(([id, a]) => (a['currency'] ? [[id, String(a['currency'])]] : [])),
    ),
  );
  const months = Object.entries(state.summaries).filter(([id]) => isMonthKey(id));
  // A household's months also hold its spending by member (absent in a person's own books).
  const storedMonths = Object.fromEntries(
    months.map(([id, d]) => [
      id,
      { accounts: d['accounts'], members: d['members'] ?? null, secondHalf: d['secondHalf'] ?? null },
    ]),
  );
  const expectedMonths = Object.fromEntries(
    [...expected.months].map(([id, m]) => [
      id,
      { accounts: m.accounts, members: m.members ?? null, secondHalf: m.secondHalf ?? null },
    ]),
  );
  for (const id of new Set([...Object.keys(storedMonths), ...Object.keys(expectedMonths)])) {
    if (canonical(storedMonths[id] ?? null) !== canonical(expectedMonths[id] ?? null))
      return `summary of ${id}: ${canonical(storedMonths[id] ?? null)}, expected ${canonical(expectedMonths[id] ?? null)}`;
  }
  const budgetBroken = brokenBudgetSpentRule(state, months);
  if (budgetBroken) return budgetBroken;
  if (canonical(ledger['net']) !== canonical(expected.ledger.net))
    return `summary nets: ${canonical(ledger['net'])}, expected ${canonical(expected.ledger.net)}`;
  if (canonical(ledger['balances']) !== canonical(expected.ledger.balances))
    return `summary balances: ${canonical(ledger['balances'])}, expected ${canonical(expected.ledger.balances)}`;
  if (canonical(ledger['names']) !== canonical(expected.ledger.names))
    return `summary names: ${canonical(ledger['names'])}, expected ${canonical(expected.ledger.names)}`;
  if (canonical(ledger['currencies'] ?? null) !== canonical(expected.ledger.currencies ?? null))
    return `summary currencies: ${canonical(ledger['currencies'] ?? null)}, expected ${canonical(expected.ledger.currencies ?? null)}`;
  return null;
}
