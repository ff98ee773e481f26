// What a call's input must look like before its command sees it. A client on the server's other
// side can send anything: each field is checked for its type and size here (a wrong one refuses the
// call as malformed), and the command then checks the values with the domain as always, so a value
// a person can type (an amount of 0.001, a date that is not one, an unknown currency) gets the
// same words as on the client.
import {
  BACKUP_MAX_FILE_BYTES,
  DEBT_MAX_PAYMENTS,
  FIRESTORE_MAX_WRITES,
  IMPORT_MAX_ROWS,
  RESTORE_COMMIT_MAX_CHARS,
  PALUWAGAN_DESCRIPTION_MAX_LENGTH,
  BUDGET_MAX_CATEGORIES,
  PALUWAGAN_MAX_NUMBERS,
  TRANSACTION_SOURCE_KINDS,
  isLanguageCode,
  loadGeneratedDescriptions,
  type AccountType,
  type AmountColumns,
  type ImportRow,
  type RestoreLimits,
  type SavedColumnMapping,
  type Centavos,
  type CurrencyCode,
  type PaymentSource,
  type RecurrenceRule,
  type Role,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import type { CallName, InputOf } from './by-name';

/** Who calls, as the server knows it (from the verified ID token), never from the input. */
export interface Caller {
  email: string | null;
}

type Fields = Record<string, unknown>;

function malformed(where: string, what: string): never {
  throw new CommandError('unexpected', `input.${where} must be ${what}`);
}

function fields(raw: unknown, required: string[], optional: string[] = []): Fields {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) malformed('', 'an object');
  const known = [...required, ...optional];
  const stray = Object.keys(raw).find((key) => !known.includes(key));
  if (stray !== undefined) malformed(stray, 'absent (not a field of this command)');
  const missing = required.find((key) => !(key in raw));
  if (missing !== undefined) malformed(missing, 'given');
  return raw as Fields;
}

/** Text up to `max` characters (the domain checks what it must say). */
function text(value: unknown, where: string, max = PALUWAGAN_DESCRIPTION_MAX_LENGTH): string {
  if (typeof value !== 'string' || value.length > max) malformed(where, `text of at most ${max} characters`);
  return value;
}

/** The longest id the server looks up: an id that names nothing is the ledger's "not found". */
const MAX_ID_BYTES = 200;

function id(value: unknown, where: string): string {
  if (typeof value !== 'string' || new TextEncoder().encode(value).length > MAX_ID_BYTES) {
    malformed(where, `an id of at most ${MAX_ID_BYTES} bytes`);
  }
  return value;
}

/**
 * A number: whether it is whole centavos within the maximum is the domain's to say (it refuses a
 * fraction, a negative or NaN as "Please enter a valid amount", and words the maximum).
 */
function money(value: unknown, where: string): Centavos {
  if (typeof value !== 'number') malformed(where, 'a number of centavos');
  return value as Centavos;
}

/** A Date, perhaps an invalid one (the domain refuses it with its words). */
function date(value: unknown, where: string): Date {
  if (!(value instanceof Date)) malformed(where, 'a date');
  return value;
}

/** A date, or null when none is given (the domain says whether one is required). */
function optionalDate(value: unknown, where: string): Date | null {
  return value === null || value === undefined ? null : date(value, where);
}

/** A whole number from `min` to `max` (counts, keys, weekdays: the domain checks their meaning). */
function whole(value: unknown, where: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    malformed(where, `a whole number from ${min} to ${max}`);
  }
  return value;
}

function optionalWhole(value: unknown, where: string, min: number, max: number): number | null {
  return value === null || value === undefined ? null : whole(value, where, min, max);
}

function flag(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') malformed(where, 'true or false');
  return value;
}

/** At most `max` entries, each read by `each`. */
function list<T>(value: unknown, where: string, max: number, each: (item: unknown, at: string) => T): T[] {
  if (!Array.isArray(value) || value.length > max) malformed(where, `a list of at most ${max} entries`);
  return value.map((item, i) => each(item, `${where}[${i}]`));
}

function oneOf<T extends string>(value: unknown, where: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) malformed(where, `one of ${allowed.join(', ')}`);
  return value as T;
}

type Reader<N extends CallName> = (raw: unknown, caller: Caller) => InputOf<N> | Promise<InputOf<N>>;

const setup: Reader<'completeSetup'> = (raw, caller) => {
  const r = fields(raw, ['name', 'type', 'currency'], ['initialBalance', 'email']);
  if (!caller.email) throw new CommandError('refused', 'Your account has no e-mail address');
  return {
    // The profile's e-mail is the signed-in account's, whatever the input says.
    email: caller.email,
    name: text(r['name'], 'name'),
    type: text(r['type'], 'type', 40) as AccountType,
    currency: text(r['currency'], 'currency', 40) as CurrencyCode,
    initialBalance: r['initialBalance'] == null ? null : money(r['initialBalance'], 'initialBalance'),
  };
};

/** An optional amount: null (none given) or whole centavos. */
function optionalMoney(value: unknown, where: string): Centavos | null {
  return value === null || value === undefined ? null : money(value, where);
}

function transactionFields(r: Fields) {
  return {
    type: oneOf(r['type'], 'type', ['income', 'expense'] as const),
    // None given is the domain's to word ("Please enter an amount"), as on the client.
    amount: optionalMoney(r['amount'], 'amount'),
    description: text(r['description'], 'description'),
    category: text(r['category'], 'category'),
    accountId: id(r['accountId'], 'accountId'),
    date: date(r['date'], 'date'),
  };
}
const TRANSACTION_FIELDS = ['type', 'amount', 'description', 'category', 'accountId', 'date'];

/** A currency code as text (whether it is ISO's, and the account's, is the domain's to say). */
function currencyCode(value: unknown, where: string): string {
  return text(value, where, 8);
}

/** A padala's amount received and the legs' currencies are given only for one. */
function transferFields(r: Fields) {
  return {
    fromAccountId: id(r['fromAccountId'], 'fromAccountId'),
    toAccountId: id(r['toAccountId'], 'toAccountId'),
    amount: optionalMoney(r['amount'], 'amount'),
    fee: optionalMoney(r['fee'], 'fee'),
    ...(r['received'] == null ? {} : { received: money(r['received'], 'received') }),
    ...(r['fromCurrency'] === undefined ? {} : { fromCurrency: currencyCode(r['fromCurrency'], 'fromCurrency') }),
    ...(r['toCurrency'] === undefined ? {} : { toCurrency: currencyCode(r['toCurrency'], 'toCurrency') }),
    note: text(r['note'], 'note'),
    date: date(r['date'], 'date'),
  };
}
const TRANSFER_FIELDS = ['fromAccountId', 'toAccountId', 'amount', 'note', 'date'];
const TRANSFER_OPTIONAL = ['fee', 'received', 'fromCurrency', 'toCurrency'];

/** An account type is the domain's to check ("Account type is required"). */
function accountType(value: unknown): AccountType {
  return text(value, 'type', 40) as AccountType;
}

/** A command whose whole input is one document id. */
const byId =
  <K extends string>(key: K) =>
  (raw: unknown): Record<K, string> => {
    const r = fields(raw, [key]);
    return { [key]: id(r[key], key) } as Record<K, string>;
  };

// Households: a role is the domain's to check ("Choose a role"), like an account type.
function role(value: unknown): Role {
  return text(value, 'role', 40) as Role;
}

function inviteRef(raw: unknown) {
  const r = fields(raw, ['householdId', 'inviteId']);
  return { householdId: id(r['householdId'], 'householdId'), inviteId: id(r['inviteId'], 'inviteId') };
}

// Paluwagans, debts and recurring items: the forms' fields, each of its type and size.

/** Weeks, numbers, debt positions or Manila day numbers: whole numbers, a few hundred at most. */
const MAX_KEYS = Math.max(PALUWAGAN_MAX_NUMBERS, DEBT_MAX_PAYMENTS) + 40;
/** A Manila day number (days since 1970) up to the year 2200, or a week, number or position. */
const MAX_KEY = 84_000;

function paluwaganFields(r: Fields) {
  return {
    name: text(r['name'], 'name'),
    organizer: text(r['organizer'], 'organizer'),
    description: r['description'] === undefined ? undefined : text(r['description'], 'description'),
    startDate: optionalDate(r['startDate'], 'startDate'),
    totalNumbers: optionalWhole(r['totalNumbers'], 'totalNumbers', 0, PALUWAGAN_MAX_NUMBERS * 10),
    amountPerNumber: optionalMoney(r['amountPerNumber'], 'amountPerNumber'),
    selectedNumbers: list(r['selectedNumbers'], 'selectedNumbers', PALUWAGAN_MAX_NUMBERS, (n, at) =>
      whole(n, at, 1, PALUWAGAN_MAX_NUMBERS * 10),
    ),
  };
}
const PALUWAGAN_FIELDS = ['name', 'organizer', 'startDate', 'totalNumbers', 'amountPerNumber', 'selectedNumbers'];

function debtFields(r: Fields) {
  return {
    type: oneOf(r['type'], 'type', ['owe', 'owed'] as const),
    name: text(r['name'], 'name'),
    counterpartyName: text(r['counterpartyName'], 'counterpartyName'),
    totalAmount: optionalMoney(r['totalAmount'], 'totalAmount'),
    paymentType: oneOf(r['paymentType'], 'paymentType', ['single', 'multiple'] as const),
    dueDate: optionalDate(r['dueDate'], 'dueDate'),
    startDate: optionalDate(r['startDate'], 'startDate'),
    count: optionalWhole(r['count'], 'count', 0, DEBT_MAX_PAYMENTS * 10),
    frequency:
      r['frequency'] === undefined ? undefined : oneOf(r['frequency'], 'frequency', ['weekly', 'monthly'] as const),
  };
}
const DEBT_FIELDS = ['type', 'name', 'counterpartyName', 'totalAmount', 'paymentType'];
const DEBT_OPTIONAL = ['dueDate', 'startDate', 'count', 'frequency'];

/** A rule of one of the four kinds with its own numbers (their ranges are the domain's to word). */
function rule(value: unknown): RecurrenceRule {
  const kind = oneOf((value as Fields | null)?.['kind'], 'rule.kind', [
    'monthly',
    'kinsenas',
    'weekly',
    'yearly',
  ] as const);
  const n = (r: Fields, key: string) => whole(r[key], `rule.${key}`, -1_000, 1_000);
  switch (kind) {
    case 'monthly': {
      const r = fields(value, ['kind', 'day']);
      return { kind, day: n(r, 'day') };
    }
    case 'kinsenas':
      fields(value, ['kind']);
      return { kind };
    case 'weekly': {
      const r = fields(value, ['kind', 'every', 'weekday']);
      return { kind, every: n(r, 'every'), weekday: n(r, 'weekday') };
    }
    case 'yearly': {
      const r = fields(value, ['kind', 'month', 'day']);
      return { kind, month: n(r, 'month'), day: n(r, 'day') };
    }
  }
}

function recurringFields(r: Fields) {
  return {
    name: text(r['name'], 'name'),
    type: oneOf(r['type'], 'type', ['income', 'expense'] as const),
    category: text(r['category'], 'category'),
    accountId: id(r['accountId'], 'accountId'),
    amount: optionalMoney(r['amount'], 'amount'),
    varies: flag(r['varies'], 'varies'),
    rule: rule(r['rule']),
    startDate: optionalDate(r['startDate'], 'startDate'),
    endDate: optionalDate(r['endDate'], 'endDate'),
  };
}
const RECURRING_FIELDS = ['name', 'type', 'category', 'accountId', 'amount', 'varies', 'rule', 'startDate'];

function occurrences(raw: unknown) {
  const r = fields(raw, ['recurringId', 'keys']);
  return { recurringId: id(r['recurringId'], 'recurringId'), keys: keys(r['keys']) };
}

// Marking schedule rows.

function keys(value: unknown): number[] {
  return list(value, 'keys', MAX_KEYS, (key, at) => whole(key, at, 0, MAX_KEY));
}

function schedule(value: unknown) {
  const r = fields(value, ['kind', 'id']);
  return { kind: oneOf(r['kind'], 'schedule.kind', TRANSACTION_SOURCE_KINDS), id: id(r['id'], 'schedule.id') };
}

function source(value: unknown): PaymentSource {
  const kind = oneOf((value as Fields | null)?.['kind'], 'source.kind', ['account', 'markOnly'] as const);
  if (kind === 'markOnly') {
    fields(value, ['kind']);
    return { kind };
  }
  return { kind, accountId: id(fields(value, ['kind', 'accountId'])['accountId'], 'source.accountId') };
}

/** The transactions a payment books are described in the writer's language (English unless given). */
function descriptionsIn(value: unknown) {
  if (value !== undefined && !isLanguageCode(value)) malformed('language', 'a language code');
  return loadGeneratedDescriptions(value);
}

/** A form's two readers: create reads its fields; edit reads the same with the record's id first. */
function formReaders<K extends string, T>(idKey: K, required: string[], optional: string[], read: (r: Fields) => T) {
  return {
    create: (raw: unknown): T => read(fields(raw, required, optional)),
    edit: (raw: unknown): Record<K, string> & T => {
      const r = fields(raw, [idKey, ...required], optional);
      return { [idKey]: id(r[idKey], idKey), ...read(r) } as Record<K, string> & T;
    },
  };
}

const transactionForm = formReaders('transactionId', TRANSACTION_FIELDS, [], transactionFields);
const transferForm = formReaders('transferId', TRANSFER_FIELDS, TRANSFER_OPTIONAL, transferFields);
const paluwaganForm = formReaders('paluwaganId', PALUWAGAN_FIELDS, ['description'], paluwaganFields);
const debtForm = formReaders('debtId', DEBT_FIELDS, DEBT_OPTIONAL, debtFields);
const recurringForm = formReaders('recurringId', RECURRING_FIELDS, ['endDate'], recurringFields);

// Savings goals: no account is '' (the form's), no date null.
function goalFields(r: Fields) {
  return {
    name: text(r['name'], 'name'),
    target: optionalMoney(r['target'], 'target'),
    targetDate: optionalDate(r['targetDate'], 'targetDate'),
    accountId: r['accountId'] === '' ? '' : id(r['accountId'], 'accountId'),
  };
}
const goalForm = formReaders('goalId', ['name', 'target', 'targetDate', 'accountId'], [], goalFields);

// The long jobs: a statement's rows and the column mapping to remember, a backup file's text.

/** A CSV header's columns, and how long a column's name may be. */
const MAX_COLUMNS = 200;

function importRow(value: unknown, at: string): ImportRow {
  const r = fields(value, ['row', 'draft']);
  const d = fields(r['draft'], ['date', 'description', 'type', 'amount', 'category']);
  return {
    row: whole(r['row'], `${at}.row`, 0, IMPORT_MAX_ROWS),
    draft: {
      date: date(d['date'], `${at}.draft.date`),
      description: text(d['description'], `${at}.draft.description`),
      type: oneOf(d['type'], `${at}.draft.type`, ['income', 'expense'] as const),
      amount: money(d['amount'], `${at}.draft.amount`),
      category: text(d['category'], `${at}.draft.category`),
    },
  };
}

function amountColumns(value: unknown): AmountColumns {
  const kind = oneOf((value as Fields | null)?.['kind'], 'mapping.amount.kind', ['signed', 'debit-credit'] as const);
  if (kind === 'signed') return { kind, amount: text(fields(value, ['kind', 'amount'])['amount'], 'mapping.amount') };
  const r = fields(value, ['kind', 'debit', 'credit']);
  return { kind, debit: text(r['debit'], 'mapping.debit'), credit: text(r['credit'], 'mapping.credit') };
}

function savedMapping(value: unknown): SavedColumnMapping {
  const r = fields(value, ['header', 'mapping', 'dayOrder']);
  const m = fields(r['mapping'], ['date', 'description', 'amount', 'category']);
  return {
    header: list(r['header'], 'header', MAX_COLUMNS, (column, at) => text(column, at)),
    mapping: {
      date: text(m['date'], 'mapping.date'),
      description: text(m['description'], 'mapping.description'),
      amount: amountColumns(m['amount']),
      category: m['category'] === null ? null : text(m['category'], 'mapping.category'),
    },
    dayOrder: oneOf(r['dayOrder'], 'dayOrder', ['month-first', 'day-first'] as const),
  };
}

/** Smaller commits than a restore makes by itself (tests of one that stops half-way), never larger. */
function restoreLimits(value: unknown): Partial<RestoreLimits> {
  const r = fields(value, [], ['maxWrites', 'maxChars']);
  return {
    ...(r['maxWrites'] === undefined
      ? {}
      : { maxWrites: whole(r['maxWrites'], 'limits.maxWrites', 4, FIRESTORE_MAX_WRITES) }),
    ...(r['maxChars'] === undefined
      ? {}
      : { maxChars: whole(r['maxChars'], 'limits.maxChars', 1_000, RESTORE_COMMIT_MAX_CHARS) }),
  };
}

// Every command and job has its reader: the compiler says when a new one lacks it.
const READERS: { [N in CallName]: Reader<N> } = {
  completeSetup: setup,
  saveLanguage: (raw) => {
    const r = fields(raw, ['language', 'chosenAt']);
    if (!isLanguageCode(r['language'])) malformed('language', 'a language code');
    return { language: r['language'], chosenAt: date(r['chosenAt'], 'chosenAt') };
  },
  createAccount: (raw) => {
    const r = fields(raw, ['name', 'type'], ['initialBalance', 'currency']);
    return {
      name: text(r['name'], 'name'),
      type: accountType(r['type']),
      initialBalance: optionalMoney(r['initialBalance'], 'initialBalance'),
      ...(r['currency'] == null ? {} : { currency: currencyCode(r['currency'], 'currency') }),
    };
  },
  updateAccount: (raw) => {
    const r = fields(raw, ['accountId', 'name', 'type']);
    return { accountId: id(r['accountId'], 'accountId'), name: text(r['name'], 'name'), type: accountType(r['type']) };
  },
  deleteAccount: byId('accountId'),
  addTransaction: transactionForm.create,
  editTransaction: transactionForm.edit,
  revertTransaction: byId('transactionId'),
  addTransfer: transferForm.create,
  editTransfer: transferForm.edit,
  revertTransfer: byId('transferId'),
  markRows: async (raw) => {
    const r = fields(raw, ['schedule', 'keys', 'source'], ['amount', 'language']);
    return {
      schedule: schedule(r['schedule']),
      keys: keys(r['keys']),
      source: source(r['source']),
      ...(r['amount'] === undefined ? {} : { amount: money(r['amount'], 'amount') }),
      descriptions: await descriptionsIn(r['language']),
    };
  },
  unmarkRows: async (raw) => {
    const r = fields(raw, ['schedule', 'keys'], ['withoutReversalForMissingAccounts', 'language']);
    const way = r['withoutReversalForMissingAccounts'];
    return {
      schedule: schedule(r['schedule']),
      keys: keys(r['keys']),
      ...(way === undefined
        ? {}
        : { withoutReversalForMissingAccounts: flag(way, 'withoutReversalForMissingAccounts') }),
      descriptions: await descriptionsIn(r['language']),
    };
  },
  createPaluwagan: paluwaganForm.create,
  updatePaluwagan: paluwaganForm.edit,
  deletePaluwagan: byId('paluwaganId'),
  createDebt: debtForm.create,
  updateDebt: debtForm.edit,
  deleteDebt: byId('debtId'),
  createRecurring: recurringForm.create,
  updateRecurring: recurringForm.edit,
  pauseRecurring: byId('recurringId'),
  resumeRecurring: byId('recurringId'),
  deleteRecurring: byId('recurringId'),
  skipOccurrences: occurrences,
  unskipOccurrences: occurrences,
  importStatement: (raw) => {
    const r = fields(raw, ['importId', 'accountId', 'fileName', 'rows', 'mapping']);
    return {
      importId: id(r['importId'], 'importId'),
      accountId: id(r['accountId'], 'accountId'),
      fileName: text(r['fileName'], 'fileName'),
      rows: list(r['rows'], 'rows', IMPORT_MAX_ROWS, importRow),
      mapping: savedMapping(r['mapping']),
    };
  },
  undoStatementImport: byId('importId'),
  restoreBackup: (raw, caller) => {
    const r = fields(raw, ['text'], ['limits']);
    if (!caller.email) throw new CommandError('refused', 'Your account has no e-mail address');
    return {
      // The file is checked whole by the domain (readBackup); here only its size.
      text: text(r['text'], 'text', BACKUP_MAX_FILE_BYTES),
      email: caller.email,
      ...(r['limits'] === undefined ? {} : { limits: restoreLimits(r['limits']) }),
    };
  },
  createHousehold: (raw) => ({ name: text(fields(raw, ['name'])['name'], 'name', 200) }),
  inviteMember: (raw) => {
    const r = fields(raw, ['email', 'role']);
    return { email: text(r['email'], 'email', 320), role: role(r['role']) };
  },
  cancelInvite: byId('inviteId'),
  acceptInvite: inviteRef,
  declineInvite: inviteRef,
  changeRole: (raw) => {
    const r = fields(raw, ['uid', 'role']);
    return { uid: id(r['uid'], 'uid'), role: role(r['role']) };
  },
  removeMember: byId('uid'),
  leaveHousehold: (raw) => fields(raw ?? {}, []) as Record<string, never>,
  markActivitySeen: (raw) => fields(raw ?? {}, []) as Record<string, never>,
  deleteHousehold: (raw) => ({ name: text(fields(raw, ['name'])['name'], 'name', 200) }),
  moveAccountIn: byId('accountId'),
  saveBudget: (raw) => {
    const r = fields(raw, ['period', 'rows']);
    return {
      period: text(r['period'], 'period', 20),
      rows: list(r['rows'], 'rows', BUDGET_MAX_CATEGORIES + 1, (item, at) => {
        const row = fields(item, ['category', 'amount', 'rollover']);
        return {
          category: text(row['category'], `${at}.category`, 60),
          amount: optionalMoney(row['amount'], `${at}.amount`),
          rollover: flag(row['rollover'], `${at}.rollover`),
        };
      }),
    };
  },
  createGoal: goalForm.create,
  updateGoal: goalForm.edit,
  deleteGoal: byId('goalId'),
  setAsideForGoal: (raw) => {
    const r = fields(raw, ['goalId', 'amount', 'date']);
    return {
      goalId: id(r['goalId'], 'goalId'),
      amount: optionalMoney(r['amount'], 'amount'),
      date: optionalDate(r['date'], 'date'),
    };
  },
  removeGoalContribution: (raw) => {
    const r = fields(raw, ['goalId', 'contributionId']);
    return { goalId: id(r['goalId'], 'goalId'), contributionId: id(r['contributionId'], 'contributionId') };
  },
  markPayoutTowardGoal: (raw) => {
    const r = fields(raw, ['paluwaganId', 'number', 'goalId']);
    return {
      paluwaganId: id(r['paluwaganId'], 'paluwaganId'),
      number: whole(r['number'], 'number', 1, MAX_KEY),
      goalId: r['goalId'] === null ? null : id(r['goalId'], 'goalId'),
    };
  },
  // A rate is the text typed: whether it is one above zero is the domain's to say.
  setRate: (raw) => {
    const r = fields(raw, ['currency', 'rate', 'day']);
    return {
      currency: currencyCode(r['currency'], 'currency'),
      rate: text(r['rate'], 'rate', 40),
      day: date(r['day'], 'day'),
    };
  },
  removeRate: (raw) => {
    const r = fields(raw, ['currency', 'day']);
    return { currency: id(r['currency'], 'currency'), day: date(r['day'], 'day') };
  },
  rebuildSummaries: (raw) => {
    const r = fields(raw ?? {}, [], ['pageSize', 'stopAfterPages']);
    return {
      ...(r['pageSize'] === undefined ? {} : { pageSize: whole(r['pageSize'], 'pageSize', 1, FIRESTORE_MAX_WRITES) }),
      ...(r['stopAfterPages'] === undefined
        ? {}
        : { stopAfterPages: whole(r['stopAfterPages'], 'stopAfterPages', 1, Number.MAX_SAFE_INTEGER) }),
    };
  },
};

/** The input of `command` read for the server, or a CommandError. */
export async function readCallInput<N extends CallName>(command: N, raw: unknown, caller: Caller): Promise<InputOf<N>> {
  return (READERS[command] as Reader<N>)(raw, caller);
}
