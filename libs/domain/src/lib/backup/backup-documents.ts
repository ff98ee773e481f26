// One reader per kind of document in a backup file: the model's fields exactly, with the limits
// firestore.rules puts on the stored document (so a restore is never refused half-way).
import {
  DEBT_MAX_PAYMENTS,
  IMPORT_MAX_ROWS,
  PALUWAGAN_DESCRIPTION_MAX_LENGTH,
  PALUWAGAN_MAX_NUMBERS,
} from '../constants';
import { ACCOUNT_TYPES, CURRENCIES } from '../lookups';
import { TRANSACTION_SOURCE_KINDS } from '../links';
import { TRANSFER_ROLES } from '../transfers';
import { dayOfOccurrenceKey } from '../recurrence';
import { ISO_4217_CODES } from '../currency/iso-4217';
import type {
  Account,
  CounterLeg,
  Debt,
  DebtPayment,
  ImportLink,
  Paluwagan,
  PaluwaganNumber,
  RecurrenceRule,
  RecurringItem,
  RecurringOccurrence,
  RecurringPause,
  Transaction,
  TransactionSource,
  TransferLink,
} from '../model';
import { Fields, isPlainObject, DamagedBackup } from './backup-fields';
import type { BackupProfile } from './backup-file';

// Bounds of firestore.rules that have no constant of their own in the domain.
/** maxDayNumber(): the Manila day number of 31 December 9999. */
const MAX_DAY_NUMBER = 2_932_896;
const MAX_RECURRING_PAUSES = 500;
const MAX_RECURRING_OCCURRENCES = 2100;
/** The length of an import's fingerprint (`importCheck`), as the rules bound it. */
const IMPORT_CHECK_MAX = 20;

const TYPES = ['income', 'expense'] as const;
const STAMPS = ['createdAt', 'updatedAt'];

export function readProfile(value: unknown): BackupProfile {
  const f = Fields.of(value, 'profile', ['currency'], ['createdAt']);
  return {
    currency: f.oneOf(
      'currency',
      CURRENCIES.map((c) => c.code),
    ),
    ...f.optional('createdAt', (k) => f.date(k)),
  };
}

/** An account's or a transaction's own currency (#39): an active ISO 4217 code. */
function ownCurrency(f: Fields) {
  return f.optional('currency', (k) => f.oneOf(k, ISO_4217_CODES));
}

export function readAccount(value: unknown, where: string): Account {
  const f = Fields.of(value, where, ['id', 'name', 'type', 'balance', 'createdAt'], ['currency']);
  return {
    id: f.id('id'),
    name: f.text('name', { nonEmpty: true }),
    type: f.oneOf(
      'type',
      ACCOUNT_TYPES.map((t) => t.value),
    ),
    balance: f.money('balance'),
    ...ownCurrency(f),
    createdAt: f.date('createdAt'),
  };
}

function readSource(value: unknown, where: string): TransactionSource {
  const f = Fields.of(value, `${where} source`, ['kind', 'id', 'index', 'reversal']);
  const kind = f.oneOf('kind', TRANSACTION_SOURCE_KINDS);
  return {
    kind,
    id: f.id('id'),
    index: f.int('index', 0, kind === 'recurring' ? MAX_DAY_NUMBER : DEBT_MAX_PAYMENTS),
    reversal: f.bool('reversal'),
  };
}

function readTransfer(value: unknown, where: string): TransferLink {
  const f = Fields.of(value, `${where} transfer`, ['id', 'role', 'accountId', 'accountName'], ['counter']);
  return {
    id: f.id('id'),
    role: f.oneOf('role', TRANSFER_ROLES),
    accountId: f.id('accountId'),
    accountName: f.text('accountName'),
    ...f.optional('counter', (k) => readCounter(f.raw(k), where)),
  };
}

/** A padala's other leg: its amount in its currency's minor units. */
function readCounter(value: unknown, where: string): CounterLeg {
  const f = Fields.of(value, `${where} transfer counter`, ['amount', 'currency']);
  return { amount: f.money('amount'), currency: f.oneOf('currency', ISO_4217_CODES) };
}

function readImport(value: unknown, where: string): ImportLink {
  const f = Fields.of(value, `${where} import`, ['id', 'row', 'check']);
  return {
    id: f.id('id'),
    row: f.int('row', 1, IMPORT_MAX_ROWS),
    check: f.text('check', { max: IMPORT_CHECK_MAX, nonEmpty: true }),
  };
}

export function readTransaction(value: unknown, where: string): Transaction {
  const required = ['id', 'type', 'amount', 'description', 'category', 'accountId', 'accountName', 'date', 'createdAt'];
  const f = Fields.of(value, where, required, ['currency', 'source', 'transfer', 'import']);
  const t: Transaction = {
    id: f.id('id'),
    type: f.oneOf('type', TYPES),
    amount: f.money('amount'),
    ...ownCurrency(f),
    description: f.text('description'),
    category: f.text('category'),
    accountId: f.text('accountId'),
    accountName: f.text('accountName'),
    date: f.date('date'),
    createdAt: f.date('createdAt'),
    ...f.optional('source', (k) => readSource(f.raw(k), where)),
    ...f.optional('transfer', (k) => readTransfer(f.raw(k), where)),
    ...f.optional('import', (k) => readImport(f.raw(k), where)),
  };
  // The links' rules (firestore.rules' validTransfer and validImportLink).
  if (t.transfer && t.id !== `${t.transfer.id}-${t.transfer.role}`) f.fail('its id is not its transfer part');
  if (t.transfer && (t.transfer.role === 'in') !== (t.type === 'income'))
    f.fail('its transfer part has the wrong type');
  if (t.transfer && t.source) f.fail('it is both a transfer and a payment');
  if (t.import && (t.source || t.transfer)) f.fail('an imported row is linked to a payment or a transfer');
  return t;
}

/** A schedule row's optional account and transaction (set when it was paid from an account). */
function links(f: Fields) {
  return { ...f.optional('accountId', (k) => f.id(k)), ...f.optional('transactionId', (k) => f.id(k)) };
}

const LINKS = ['accountId', 'transactionId'];

function readNumber(value: unknown, where: string): PaluwaganNumber {
  const f = Fields.of(value, where, ['number', 'payoutDate', 'isPaid', 'isOwner', 'ownerName'], LINKS);
  return {
    number: f.int('number', 1, PALUWAGAN_MAX_NUMBERS),
    payoutDate: f.date('payoutDate'),
    isPaid: f.bool('isPaid'),
    isOwner: f.bool('isOwner'),
    ownerName: f.text('ownerName'),
    ...links(f),
  };
}

export function readPaluwagan(value: unknown, where: string): Paluwagan {
  const required = ['id', 'name', 'organizer', 'description', 'startDate', 'totalNumbers', 'amountPerNumber'];
  const f = Fields.of(value, where, [...required, 'payoutPerNumber', 'numbers', 'weeklyPayments', ...STAMPS]);
  return {
    id: f.id('id'),
    name: f.text('name', { nonEmpty: true }),
    organizer: f.text('organizer'),
    description: f.text('description', { max: PALUWAGAN_DESCRIPTION_MAX_LENGTH }),
    startDate: f.date('startDate'),
    totalNumbers: f.int('totalNumbers', 1, PALUWAGAN_MAX_NUMBERS),
    amountPerNumber: f.money('amountPerNumber'),
    payoutPerNumber: f.money('payoutPerNumber'),
    numbers: f.list('numbers', 0, PALUWAGAN_MAX_NUMBERS).map((n, i) => readNumber(n, `${where} number ${i + 1}`)),
    weeklyPayments: f.list('weeklyPayments', 0, PALUWAGAN_MAX_NUMBERS).map((w, i) => {
      const e = Fields.of(w, `${where} week ${i + 1}`, ['weekNumber', 'dueDate', 'isPaid', 'amount'], LINKS);
      return {
        weekNumber: e.int('weekNumber', 1, PALUWAGAN_MAX_NUMBERS),
        dueDate: e.date('dueDate'),
        isPaid: e.bool('isPaid'),
        amount: e.money('amount'),
        ...links(e),
      };
    }),
    createdAt: f.date('createdAt'),
    updatedAt: f.date('updatedAt'),
  };
}

function readDebtPayment(value: unknown, where: string): DebtPayment {
  const f = Fields.of(value, where, ['dueDate', 'amount', 'isPaid'], LINKS);
  return { dueDate: f.date('dueDate'), amount: f.money('amount'), isPaid: f.bool('isPaid'), ...links(f) };
}

export function readDebt(value: unknown, where: string): Debt {
  const f = Fields.of(value, where, [
    'id',
    'type',
    'name',
    'counterpartyName',
    'totalAmount',
    'paymentSchedule',
    ...STAMPS,
  ]);
  return {
    id: f.id('id'),
    type: f.oneOf('type', ['owe', 'owed'] as const),
    name: f.text('name', { nonEmpty: true }),
    counterpartyName: f.text('counterpartyName'),
    totalAmount: f.money('totalAmount'),
    paymentSchedule: f
      .list('paymentSchedule', 1, DEBT_MAX_PAYMENTS)
      .map((e, i) => readDebtPayment(e, `${where} payment ${i + 1}`)),
    createdAt: f.date('createdAt'),
    updatedAt: f.date('updatedAt'),
  };
}

function readRule(value: unknown, where: string): RecurrenceRule {
  const kind = isPlainObject(value) ? value['kind'] : undefined;
  switch (kind) {
    case 'monthly': {
      const f = Fields.of(value, `${where} rule`, ['kind', 'day']);
      return { kind, day: f.int('day', 1, 31) };
    }
    case 'kinsenas':
      Fields.of(value, `${where} rule`, ['kind']);
      return { kind };
    case 'weekly': {
      const f = Fields.of(value, `${where} rule`, ['kind', 'every', 'weekday']);
      return { kind, every: f.int('every', 1, 52), weekday: f.int('weekday', 0, 6) };
    }
    case 'yearly': {
      const f = Fields.of(value, `${where} rule`, ['kind', 'month', 'day']);
      return { kind, month: f.int('month', 1, 12), day: f.int('day', 1, 31) };
    }
    default:
      throw new DamagedBackup(`${where}: rule is not one Pitaka knows`);
  }
}

function readPause(value: unknown, where: string): RecurringPause {
  const f = Fields.of(value, where, ['from'], ['until']);
  return { from: f.date('from'), ...f.optional('until', (k) => f.date(k)) };
}

function readOccurrence(value: unknown, where: string): RecurringOccurrence {
  const f = Fields.of(value, where, ['status'], ['amount', ...LINKS]);
  return {
    status: f.oneOf('status', ['paid', 'skipped'] as const),
    ...f.optional('amount', (k) => f.money(k)),
    ...links(f),
  };
}

export function readRecurring(value: unknown, where: string): RecurringItem {
  const required = ['id', 'name', 'type', 'category', 'accountId', 'amount', 'rule', 'startDate', 'pauses'];
  const f = Fields.of(value, where, [...required, 'occurrences', ...STAMPS], ['endDate']);
  const occurrences = f.raw('occurrences');
  if (!isPlainObject(occurrences) || Object.keys(occurrences).length > MAX_RECURRING_OCCURRENCES)
    throw new DamagedBackup(`${where}: occurrences is not a map of at most ${MAX_RECURRING_OCCURRENCES} days`);
  const item: RecurringItem = {
    id: f.id('id'),
    name: f.text('name', { nonEmpty: true }),
    type: f.oneOf('type', TYPES),
    category: f.text('category', { nonEmpty: true }),
    accountId: f.id('accountId'),
    amount: f.raw('amount') === null ? null : f.money('amount'),
    rule: readRule(f.raw('rule'), where),
    startDate: f.date('startDate'),
    ...f.optional('endDate', (k) => f.date(k)),
    pauses: f.list('pauses', 0, MAX_RECURRING_PAUSES).map((p, i) => readPause(p, `${where} pause ${i + 1}`)),
    occurrences: Object.fromEntries(
      Object.entries(occurrences).map(([day, o]) => {
        if (!dayOfOccurrenceKey(day)) f.fail(`occurrence "${day}" is not a day`);
        return [day, readOccurrence(o, `${where} occurrence ${day}`)];
      }),
    ),
    createdAt: f.date('createdAt'),
    updatedAt: f.date('updatedAt'),
  };
  if (item.amount === 0) f.fail('amount is zero');
  if (item.endDate && item.endDate < item.startDate) f.fail('it ends before it starts');
  return item;
}
