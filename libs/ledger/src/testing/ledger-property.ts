// LEDGER INVARIANT, for any place that runs the ledger: random sequences of every money-moving
// command (add, edit, revert — linked transactions included — pay/unpay weeks, payouts, debt
// mark/unmark, paluwagan and debt update/delete/create, account create/delete/rename, transfers
// with their revert and edit, recurring occurrences paid/unpaid/skipped and their items deleted,
// statement imports and their undo, padala between accounts in PHP, AED, JPY and KWD) with
// awkward amounts and amounts near the limit.
// After every step (the domain's ledger audit): each balance is exactly the signed sum of its
// transactions and never negative; each paluwagan week, payout and debt entry has booked exactly
// its amount on the account it was paid from and nothing anywhere else (recurring occurrences
// too, the ones unpaid since included); no paid row points at a missing account; each transfer's
// halves exist together and net to minus its fee (a padala's parts name each other's leg, each
// exact in its own currency's minor units); the monthly summaries, nets and balances equal a
// recomputation from the transactions; no imported row is there twice; a refused command changes
// nothing at all.
// The same sequences run in memory (libs/ledger, fast: a thousand of them) and through the
// emulators with the real rules (libs/data).
import fc from 'fast-check';
import {
  MAX_AMOUNT,
  ZERO_CENTAVOS,
  brokenLedgerRule,
  centavos,
  dayOfOccurrenceKey,
  manilaDayNumber,
  subtractMoney,
  toCentavos,
  toMinorUnits,
  toPesos,
  type Centavos,
  type ImportRow,
  type PaymentSource,
  type RawLedger,
  type SavedColumnMapping,
  type TransactionType,
} from '@pitaka/domain';
import type { Command } from '../lib/port/port';
import { createAccount, deleteAccount, updateAccount } from '../lib/commands/accounts';
import { addTransaction, editTransaction, revertTransaction } from '../lib/commands/transactions';
import { addTransfer, editTransfer, revertTransfer } from '../lib/commands/transfers';
import { markRows, unmarkRows } from '../lib/commands/schedule-rows';
import { createPaluwagan, deletePaluwagan, updatePaluwagan } from '../lib/commands/paluwagans';
import { createDebt, deleteDebt, updateDebt } from '../lib/commands/debts';
import { createRecurring, deleteRecurring, skipOccurrences } from '../lib/commands/recurring';
import { at } from './at';

/** One user's books, wherever they are kept, as the property drives them. */
export interface LedgerBooks {
  /** Runs one command at the property's time. */
  run<I, O>(command: Command<I, O>, input: I): Promise<O>;
  /** A whole statement import, commit by commit; a commit that fails is `stopped`. */
  importStatement(input: {
    accountId: string;
    fileName: string;
    rows: readonly ImportRow[];
    mapping: SavedColumnMapping;
  }): Promise<{ stopped: unknown }>;
  undoStatementImport(importId: string): Promise<{ stopped: unknown }>;
  rebuildSummaries(): Promise<void>;
  /** The stored documents as they are, for the audit (no codecs: their rounding would hide drift). */
  rawState(): Promise<RawLedger>;
  /** 'refused', 'not-found' or 'unexpected' for an error a command threw; anything else as text. */
  errorCode(error: unknown): string;
  close(): Promise<void>;
}

// Sunday 15 March 2026; paluwagans start Fri 20 Feb: number 2 paid out Mar 1, number 4 today,
// number 5 on Mar 22 (not yet available), number 1 is not the user's.
export const NOW = at(2026, 3, 15, 9, 30);
const OWNED = [2, 4, 5];

// ---------------------------------------------------------------------------------------------
// Arbitraries

// Half the maximum: ₱4,999,999,999.995 rounded half away from zero, ₱5,000,000,000.00.
const NEAR_LIMIT = [
  MAX_AMOUNT,
  subtractMoney(MAX_AMOUNT, toCentavos(0.01)),
  toCentavos(toPesos(MAX_AMOUNT) / 2),
  toCentavos(0.01),
];
const AWKWARD = [0.1, 0.2, 0.3, 0.01, 1234.56, 999.99, 33.33, 100.05].map(toCentavos);
const amount = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...AWKWARD) },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 300_000 }).map(centavos) },
  { weight: 1, arbitrary: fc.constantFrom(...NEAR_LIMIT) },
);
const balance = fc.oneof(fc.constant(ZERO_CENTAVOS), amount, fc.integer({ min: 0, max: 2_000_000 }).map(centavos));
const pick = fc.nat();
/**
 * Where an added or edited transaction falls: today, or either side of Manila's midnight at a
 * kinsena's or a month's edge (February's end among them), so the summaries' months and halves,
 * and every budget period's spending, are checked where they split.
 */
const bookingDay = fc.constantFrom(
  NOW,
  at(2026, 2, 15, 23, 59),
  at(2026, 2, 16, 0, 0),
  at(2026, 2, 28, 23, 59),
  at(2026, 3, 1, 0, 0),
  at(2026, 3, 14, 8),
  at(2026, 3, 15, 0, 0),
);
const txType = fc.constantFrom<TransactionType>('income', 'expense');
const WEEKS = [1, 2, 3, 4, 5, 6];
const weeks = fc.subarray(WEEKS, { minLength: 1, maxLength: 3 });
const entries = fc.subarray([0, 1, 2], { minLength: 1 });
/** Mostly aim at rows in the right state; sometimes send the raw random selection. */
const fit = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
const source = fc.option(pick, { nil: null }); // null = mark only
const debt = fc.integer({ min: 0, max: 1 });
/** The bill (fixed amount) or the salary (varies); their first four occurrences. */
const item = fc.integer({ min: 0, max: 1 });
const occurrences = fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 });
/** Transfers mostly move amounts an account of the scenario can afford. */
const transferAmount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 50_000 }).map(centavos) },
  { weight: 1, arbitrary: amount },
);
const fee = fc.oneof(
  fc.constant(ZERO_CENTAVOS),
  fc.constant(toCentavos(15)),
  fc.integer({ min: 1, max: 5000 }).map(centavos),
);
/** What a padala's destination receives, in its own minor units (a rate is the person's). */
const received = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 2_000_000 }).map(centavos) },
  { weight: 1, arbitrary: amount },
);
/** The accounts' own currencies: none (the books' PHP), dirhams, yen (no decimals), dinars (three). */
const OWN_CURRENCIES = [undefined, 'AED', 'JPY', 'KWD'] as const;
const ownCurrency = fc.constantFrom(...OWN_CURRENCIES);
const cmd = <K extends string, T>(kind: K, fields: fc.Arbitrary<T>, weight: number) => ({
  weight,
  arbitrary: fields.map((f) => ({ kind, ...f })),
});

const command = fc.oneof(
  cmd('add', fc.record({ acc: pick, type: txType, amount, day: bookingDay }), 4),
  // 'money' edits change amount/type/account/category; 'words' edits change only description and date.
  cmd(
    'edit',
    fc.record({ pick, acc: pick, type: txType, amount, words: fc.boolean(), linked: fc.boolean(), day: bookingDay }),
    3,
  ),
  cmd('revert', fc.record({ pick, linked: fc.boolean() }), 3),
  cmd('pay', fc.record({ weeks, source, fit }), 3),
  cmd('unpay', fc.record({ weeks, fit }), 2),
  cmd('payout', fc.record({ number: fc.constantFrom(1, 2, 4, 5), acc: pick }), 1),
  cmd('unpayout', fc.record({ number: fc.constantFrom(2, 4), fit }), 1),
  cmd('mark', fc.record({ debt, indexes: entries, source, fit }), 3),
  cmd('unmark', fc.record({ debt, indexes: entries, fit }), 2),
  cmd('updatePaluwagan', fc.record({ amountPerNumber: amount, totalNumbers: fc.integer({ min: 5, max: 7 }) }), 1),
  cmd('deletePaluwagan', fc.record({}), 1),
  cmd('updateDebt', fc.record({ debt, total: amount }), 1),
  cmd('deleteDebt', fc.record({ debt }), 1),
  cmd('createAccount', fc.record({ initial: balance, currency: ownCurrency }), 1),
  cmd('deleteAccount', fc.record({ pick }), 1),
  cmd('renameAccount', fc.record({ pick }), 1),
  cmd('payOccurrences', fc.record({ item, occurrences, source, amount, fit }), 3),
  cmd('unpayOccurrences', fc.record({ item, occurrences, fit }), 2),
  cmd('skipOccurrence', fc.record({ item, occurrence: fc.nat({ max: 3 }) }), 1),
  cmd('deleteRecurring', fc.record({ item }), 1),
  cmd('transfer', fc.record({ from: pick, to: pick, amount: transferAmount, fee, received }), 3),
  cmd('transferRevert', fc.record({ pick }), 2),
  cmd('transferEdit', fc.record({ pick, from: pick, to: pick, amount: transferAmount, fee, received }), 3),
  cmd('padala', fc.record({ from: pick, to: pick, amount: transferAmount, fee, received }), 2),
  cmd(
    'importRows',
    fc.record({
      acc: pick,
      rows: fc.array(fc.record({ type: txType, amount, day: fc.integer({ min: 1, max: 28 }) }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
    2,
  ),
  cmd('undoImport', fc.record({ pick }), 1),
);
export type Step = typeof command extends fc.Arbitrary<infer C> ? C : never;

export const scenario = fc.record({
  balances: fc.tuple(balance, balance),
  /** Accounts in AED, JPY and KWD besides the two in pesos, in about half the runs. */
  abroad: fc.option(fc.tuple(balance, balance, balance), { nil: null }),
  amountPerNumber: fc.integer({ min: 100, max: 50_000 }).map(centavos),
  debtTotals: fc.tuple(
    fc.integer({ min: 100, max: 500_000 }).map(centavos),
    fc.integer({ min: 100, max: 500_000 }).map(centavos),
  ),
  commands: fc.array(command, { minLength: 1, maxLength: 20, size: 'max' }),
});

// ---------------------------------------------------------------------------------------------
// One run's world: what exists now (a deleted paluwagan or debt is created again, new name).

interface World {
  books: LedgerBooks;
  paluwagan: string | null;
  debts: [string | null, string | null];
  recurring: [string | null, string | null];
  created: number;
}

const DEBT_TYPES = ['owe', 'owed'] as const;

async function newPaluwagan(w: World, amountPerNumber: Centavos): Promise<string> {
  const form = {
    name: `Paluwagan ${++w.created}`,
    organizer: 'Aling Nena',
    startDate: at(2026, 2, 20),
    totalNumbers: 6,
    amountPerNumber,
    selectedNumbers: OWNED,
  };
  return (await w.books.run(createPaluwagan, form)).id;
}

async function newDebt(w: World, i: 0 | 1, totalAmount: Centavos): Promise<string> {
  const { id } = await w.books.run(createDebt, {
    type: DEBT_TYPES[i],
    name: `${DEBT_TYPES[i]} ${++w.created}`,
    counterpartyName: 'Someone',
    totalAmount,
    paymentType: 'multiple',
    startDate: at(2026, 3, 1),
    count: 3,
    frequency: 'weekly',
  });
  return id;
}

/** A bill of a fixed amount on the 31st (clamped), and a salary that varies on the 15th and last day. */
const RECURRING = [
  { type: 'expense', category: 'Bills', rule: { kind: 'monthly', day: 31 }, startDate: at(2026, 1, 31) },
  { type: 'income', category: 'Salary', rule: { kind: 'kinsenas' }, startDate: at(2026, 1, 1) },
] as const;
/** Their first four occurrences (Manila day numbers). */
const OCCURRENCES = [
  [at(2026, 1, 31), at(2026, 2, 28), at(2026, 3, 31), at(2026, 4, 30)],
  [at(2026, 1, 15), at(2026, 1, 31), at(2026, 2, 15), at(2026, 2, 28)],
].map((days) => days.map((day) => manilaDayNumber(day)));

async function newRecurring(w: World, i: 0 | 1, accountId: string): Promise<string> {
  const { id } = await w.books.run(createRecurring, {
    ...RECURRING[i],
    name: `Recurring ${++w.created}`,
    accountId,
    amount: i === 0 ? toCentavos(1234.56) : null,
    varies: i === 1,
  });
  return id;
}

// ---------------------------------------------------------------------------------------------
// Running one command against the books

const ids = (record: Record<string, unknown>) => Object.keys(record);
const nth = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

/**
 * With `fit`, pick rows in the right state (paid rows to unpay, unpaid rows to pay) so that
 * fewer steps are trivial refusals; without it, the random selection as it is.
 */
function fitted<T>(all: readonly T[], wanted: readonly T[], fits: (x: T) => boolean, fit: boolean): T[] {
  const candidates = all.filter(fits);
  return fit && candidates.length > 0 ? candidates.slice(0, wanted.length) : [...wanted];
}

/** Two different accounts (while there are two), so that transfers mostly get past the same-account rule. */
function twoAccounts(accounts: readonly string[], from: number, to: number) {
  const others = Math.max(1, accounts.length - 1);
  return [nth(accounts, from), nth(accounts, from + 1 + (to % others))] as const;
}

/** A step that found nothing to act on (not counted as a success of its kind). */
const NOTHING_TO_DO = Symbol('nothing to do');

/** The transfers that exist now, each once. */
/** How every statement of the property test is read (the mapping an import remembers). */
const MAPPING = {
  header: ['Date', 'Description', 'Amount'],
  mapping: {
    date: 'Date',
    description: 'Description',
    amount: { kind: 'signed' as const, amount: 'Amount' },
    category: null,
  },
  dayOrder: 'month-first' as const,
};

/** An import's run that stopped part-way is a refusal of its remaining commits. */
async function allOrStopped(outcome: Promise<{ stopped: unknown }>): Promise<void> {
  const { stopped } = await outcome;
  if (stopped) throw stopped;
}

const transferIds = (state: RawLedger) => [
  ...new Set(state.transactions.flatMap((t) => (t.transfer ? [t.transfer.id] : []))),
];

/** An account's own currency as stored (absent: the books'). */
const currencyOf = (state: RawLedger, accountId: string): string | undefined => state.accounts[accountId]?.['currency'];

/**
 * Between two currencies, what the destination receives and both legs' currencies, as the form
 * sends them; nothing within one currency.
 */
function padalaLeg(state: RawLedger, fromAccountId: string, toAccountId: string, amountReceived: Centavos) {
  const [from, to] = [currencyOf(state, fromAccountId) ?? 'PHP', currencyOf(state, toAccountId) ?? 'PHP'];
  return from === to ? {} : { received: amountReceived, fromCurrency: from, toCurrency: to };
}

function paySource(choice: number | null, state: RawLedger): PaymentSource {
  const account = choice === null ? undefined : nth(ids(state.accounts), choice);
  return account ? { kind: 'account', accountId: account } : { kind: 'markOnly' };
}

async function run(k: Step, w: World, state: RawLedger): Promise<unknown> {
  const { books } = w;
  const accounts = ids(state.accounts);
  const p = w.paluwagan ? state.paluwagans[w.paluwagan] : undefined;
  const weekPaid = (n: number) =>
    (p?.['weeklyPayments'] as { isPaid: boolean }[] | undefined)?.[n - 1]?.isPaid === true;
  const debtId = (i: number) => w.debts[i];
  const entryPaid = (i: number, e: number) => {
    const id = debtId(i);
    return id ? (state.debts[id]?.['paymentSchedule'] as { isPaid: boolean }[])[e]?.isPaid === true : false;
  };
  // Linked transactions are picked on purpose half of the time, so their rules get exercised.
  const pickTransaction = (n: number, linked: boolean) =>
    nth(
      linked
        ? state.transactions.filter((t) => t.source || t.category === 'Paluwagan' || t.category === 'Debt')
        : state.transactions,
      n,
    ) ?? nth(state.transactions, n);
  const recurringId = (i: number) => w.recurring[i];
  const occurrencePaid = (i: number, key: number) => {
    const id = recurringId(i);
    const stored = id ? (state.recurring?.[id]?.['occurrences'] as Record<string, { status: string }>) : undefined;
    return Object.entries(stored ?? {}).some(([day, o]) => {
      const date = dayOfOccurrenceKey(day);
      return o.status === 'paid' && date !== null && manilaDayNumber(date) === key;
    });
  };

  switch (k.kind) {
    case 'add': {
      const accountId = nth(accounts, k.acc);
      if (!accountId) return;
      const category = k.type === 'income' ? 'Salary' : 'Food';
      return books.run(addTransaction, {
        type: k.type,
        amount: k.amount,
        description: 'Random',
        category,
        accountId,
        date: k.day,
      });
    }
    case 'edit': {
      const t = pickTransaction(k.pick, k.linked);
      if (!t) return;
      // The raw document holds major units; the command takes minor units.
      const fields = k.words
        ? { type: t.type, amount: toMinorUnits(t.amount, t.currency), category: t.category, accountId: t.accountId }
        : {
            type: k.type,
            amount: k.amount,
            category: k.type === 'income' ? 'Gift' : 'Shopping',
            accountId: nth(accounts, k.acc) ?? t.accountId,
          };
      // The description is kept: the invariant recognises unlinked generated rows by it.
      return books.run(editTransaction, {
        transactionId: t.id,
        description: t.description,
        date: k.day,
        ...fields,
      });
    }
    case 'revert': {
      const t = pickTransaction(k.pick, k.linked);
      return t && books.run(revertTransaction, { transactionId: t.id });
    }
    case 'pay':
      if (!w.paluwagan) return;
      return books.run(markRows, {
        schedule: { kind: 'paluwagan-week', id: w.paluwagan },
        keys: fitted(WEEKS, k.weeks, (n) => !weekPaid(n), k.fit),
        source: paySource(k.source, state),
      });
    case 'unpay':
      if (!w.paluwagan) return;
      return books.run(unmarkRows, {
        schedule: { kind: 'paluwagan-week', id: w.paluwagan },
        keys: fitted(WEEKS, k.weeks, weekPaid, k.fit),
      });
    case 'payout': {
      const accountId = nth(accounts, k.acc);
      if (!w.paluwagan || !accountId) return;
      return books.run(markRows, {
        schedule: { kind: 'paluwagan-payout', id: w.paluwagan },
        keys: [k.number],
        source: { kind: 'account', accountId },
      });
    }
    case 'unpayout': {
      if (!w.paluwagan || !p) return;
      const received = (n: number) => (p['numbers'] as { isPaid: boolean }[])[n - 1]?.isPaid === true;
      const [number] = fitted([2, 4], [k.number], received, k.fit);
      return books.run(unmarkRows, { schedule: { kind: 'paluwagan-payout', id: w.paluwagan }, keys: [number] });
    }
    case 'mark': {
      const id = debtId(k.debt);
      if (!id) return;
      const indexes = fitted([0, 1, 2], k.indexes, (e) => !entryPaid(k.debt, e), k.fit);
      return books.run(markRows, {
        schedule: { kind: 'debt-payment', id },
        keys: indexes,
        source: paySource(k.source, state),
      });
    }
    case 'unmark': {
      const id = debtId(k.debt);
      if (!id) return;
      return books.run(unmarkRows, {
        schedule: { kind: 'debt-payment', id },
        keys: fitted([0, 1, 2], k.indexes, (e) => entryPaid(k.debt, e), k.fit),
      });
    }
    case 'updatePaluwagan': {
      if (!w.paluwagan || !p) return;
      const input = {
        paluwaganId: w.paluwagan,
        name: p['name'],
        organizer: 'Org 2',
        startDate: at(2026, 2, 20),
        totalNumbers: k.totalNumbers,
        amountPerNumber: k.amountPerNumber,
        selectedNumbers: OWNED,
      };
      return books.run(updatePaluwagan, input);
    }
    case 'deletePaluwagan':
      if (!w.paluwagan) return (w.paluwagan = await newPaluwagan(w, toCentavos(10)));
      await books.run(deletePaluwagan, { paluwaganId: w.paluwagan });
      w.paluwagan = null;
      return;
    case 'updateDebt': {
      const id = debtId(k.debt);
      const d = id ? state.debts[id] : undefined;
      if (!id || !d) return;
      const input = {
        debtId: id,
        type: d['type'],
        name: d['name'],
        counterpartyName: 'Someone else',
        totalAmount: k.total,
        paymentType: 'multiple' as const,
        startDate: at(2026, 3, 1),
        count: 3,
        frequency: 'weekly' as const,
      };
      return books.run(updateDebt, input);
    }
    case 'deleteDebt': {
      const id = debtId(k.debt);
      if (!id) return (w.debts[k.debt] = await newDebt(w, k.debt as 0 | 1, toCentavos(100)));
      await books.run(deleteDebt, { debtId: id });
      w.debts[k.debt] = null;
      return;
    }
    case 'createAccount':
      return books.run(createAccount, {
        name: `Account ${++w.created}`,
        type: 'ewallet',
        initialBalance: k.initial,
        ...(k.currency ? { currency: k.currency } : {}),
      });
    case 'deleteAccount': {
      const accountId = nth(accounts, k.pick);
      return accountId && books.run(deleteAccount, { accountId });
    }
    case 'payOccurrences': {
      const id = recurringId(k.item);
      if (!id) return (w.recurring[k.item] = await newRecurring(w, k.item as 0 | 1, accounts[0] ?? 'none'));
      const all = OCCURRENCES[k.item];
      const keys = fitted(
        all,
        k.occurrences.map((o) => all[o]),
        (key) => !occurrencePaid(k.item, key),
        k.fit,
      );
      const input = { schedule: { kind: 'recurring' as const, id }, keys, source: paySource(k.source, state) };
      return books.run(markRows, k.item === 1 ? { ...input, amount: k.amount } : input);
    }
    case 'unpayOccurrences': {
      const id = recurringId(k.item);
      if (!id) return NOTHING_TO_DO;
      const all = OCCURRENCES[k.item];
      const keys = fitted(
        all,
        k.occurrences.map((o) => all[o]),
        (key) => occurrencePaid(k.item, key),
        k.fit,
      );
      return books.run(unmarkRows, { schedule: { kind: 'recurring', id }, keys });
    }
    case 'skipOccurrence': {
      const id = recurringId(k.item);
      if (!id) return NOTHING_TO_DO;
      return books.run(skipOccurrences, { recurringId: id, keys: [OCCURRENCES[k.item][k.occurrence]] });
    }
    case 'deleteRecurring': {
      const id = recurringId(k.item);
      if (!id) return (w.recurring[k.item] = await newRecurring(w, k.item as 0 | 1, accounts[0] ?? 'none'));
      await books.run(deleteRecurring, { recurringId: id });
      w.recurring[k.item] = null;
      return;
    }
    case 'renameAccount': {
      const accountId = nth(accounts, k.pick);
      return accountId && books.run(updateAccount, { accountId, name: `Renamed ${++w.created}`, type: 'bank' });
    }
    case 'transfer': {
      const [fromAccountId, toAccountId] = twoAccounts(accounts, k.from, k.to);
      if (!fromAccountId || !toAccountId) return;
      const fields = { fromAccountId, toAccountId, amount: k.amount, fee: k.fee, note: '', date: NOW };
      return books.run(addTransfer, { ...fields, ...padalaLeg(state, fromAccountId, toAccountId, k.received) });
    }
    case 'padala': {
      // A source and a destination of two currencies, when the books hold such a pair.
      const pairs = accounts.flatMap((from) =>
        accounts.filter((to) => currencyOf(state, to) !== currencyOf(state, from)).map((to) => [from, to] as const),
      );
      const pair = nth(pairs, k.from + k.to);
      if (!pair) return NOTHING_TO_DO;
      const [fromAccountId, toAccountId] = pair;
      const fields = { fromAccountId, toAccountId, amount: k.amount, fee: k.fee, note: 'Padala', date: NOW };
      return books.run(addTransfer, { ...fields, ...padalaLeg(state, fromAccountId, toAccountId, k.received) });
    }
    case 'transferRevert': {
      const transferId = nth(transferIds(state), k.pick);
      return transferId ? books.run(revertTransfer, { transferId }) : NOTHING_TO_DO;
    }
    case 'importRows': {
      const accountId = nth(accounts, k.acc);
      if (!accountId) return NOTHING_TO_DO;
      const rows = k.rows.map((r, i) => ({
        row: i + 1,
        draft: {
          type: r.type,
          amount: r.amount,
          description: `Statement row ${i + 1}`,
          category: 'Other',
          date: at(2026, 2 + (r.day % 2), r.day, 12),
        },
      }));
      return allOrStopped(books.importStatement({ accountId, fileName: 'statement.csv', rows, mapping: MAPPING }));
    }
    case 'undoImport': {
      const importId = nth(ids(state.imports ?? {}), k.pick);
      return importId ? allOrStopped(books.undoStatementImport(importId)) : NOTHING_TO_DO;
    }
    case 'transferEdit': {
      const transferId = nth(transferIds(state), k.pick);
      const [fromAccountId, toAccountId] = twoAccounts(accounts, k.from, k.to);
      if (!transferId || !fromAccountId || !toAccountId) return NOTHING_TO_DO;
      const fields = { transferId, fromAccountId, toAccountId, amount: k.amount, fee: k.fee, note: 'Edited' };
      const leg = padalaLeg(state, fromAccountId, toAccountId, k.received);
      return books.run(editTransfer, { ...fields, ...leg, date: at(2026, 3, 14, 8) });
    }
  }
}

// ---------------------------------------------------------------------------------------------

export interface Tally {
  steps: number;
  refused: number;
  byKind: Record<string, { ok: number; refused: number }>;
}

function expectInvariant(state: RawLedger, step: string) {
  expect({ step, broken: brokenLedgerRule(state) }).toEqual({ step, broken: null });
}

/**
 * Runs `runs` random sequences from `seed`, each on new books from `open`, checking the audit
 * after every step; then that every kind of step really moved money somewhere in the run.
 */
export async function checkLedgerProperty(
  open: () => Promise<LedgerBooks>,
  { runs, seed }: { runs: number; seed: number },
): Promise<Tally> {
  const tally: Tally = { steps: 0, refused: 0, byKind: {} };
  await fc.assert(
    fc.asyncProperty(scenario, async (s) => {
      const books = await open();
      try {
        const w: World = { books, paluwagan: null, debts: [null, null], recurring: [null, null], created: 0 };
        const opened = await Promise.all(
          s.balances.map((initialBalance, i) =>
            books.run(createAccount, { name: `Account ${i}`, type: 'cash', initialBalance }),
          ),
        );
        for (const [i, initialBalance] of (s.abroad ?? []).entries()) {
          const currency = OWN_CURRENCIES[i + 1];
          await books.run(createAccount, { name: `Abroad ${currency}`, type: 'bank', initialBalance, currency });
        }
        w.recurring = [await newRecurring(w, 0, opened[0].id), await newRecurring(w, 1, opened[1].id)];
        w.paluwagan = await newPaluwagan(w, s.amountPerNumber);
        w.debts = [await newDebt(w, 0, s.debtTotals[0]), await newDebt(w, 1, s.debtTotals[1])];
        // The setup predates the summaries: rebuilt once, then kept by every command.
        await books.rebuildSummaries();
        let state = await books.rawState();
        expect(state.summaries?.['ledger']?.['complete']).toBe(true);
        expectInvariant(state, 'setup');

        for (const [i, k] of s.commands.entries()) {
          const outcome = await run(k, w, state).then(
            (result) => (result === NOTHING_TO_DO ? ('idle' as const) : ('ok' as const)),
            (error: unknown) => ({ error }),
          );
          const next = await books.rawState();
          const step = `step ${i} ${JSON.stringify(k)}`;
          const kind = (tally.byKind[k.kind] ??= { ok: 0, refused: 0 });
          tally.steps += 1;
          if (outcome === 'idle') {
            // Nothing existed to act on: neither a success nor a refusal, and nothing written.
            expect(next).toEqual(state);
          } else if (outcome !== 'ok') {
            // Only business refusals are acceptable, and they write nothing.
            expect({ step, error: books.errorCode(outcome.error) }).toEqual({ step, error: 'refused' });
            expect(next).toEqual(state);
            tally.refused += 1;
            kind.refused += 1;
          } else {
            kind.ok += 1;
          }
          expectInvariant(next, step);
          state = next;
        }
      } finally {
        await books.close();
      }
    }),
    { numRuns: runs, seed },
  );
  // The sequences must really move money, not only get refused.
  for (const [k, counts] of Object.entries(tally.byKind)) {
    expect({ k, ok: counts.ok > 0 }).toEqual({ k, ok: true });
  }
  expect(Object.keys(tally.byKind).length).toBe(26);
  return tally;
}
