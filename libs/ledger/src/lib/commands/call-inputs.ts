// What a call's input must look like before its command sees it. A client on the server's other
// side can send anything: each field is checked for its type and size here (a wrong one refuses the
// call as malformed), and the command then checks the values with the domain as always. A command
// without a reader here is not served by the server yet.
import {
  MAX_AMOUNT,
  PALUWAGAN_DESCRIPTION_MAX_LENGTH,
  centavos,
  isAccountType,
  isCurrencyCode,
  isLanguageCode,
  type Centavos,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { isDocumentId } from '../port/paths';
import type { CommandName, InputOf } from './by-name';

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

function id(value: unknown, where: string): string {
  if (typeof value !== 'string' || !isDocumentId(value) || value.length > 200) malformed(where, 'a document id');
  return value;
}

/** Whole centavos, 0..MAX_AMOUNT: never a fraction, a negative, NaN or text. */
function money(value: unknown, where: string): Centavos {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > MAX_AMOUNT) {
    malformed(where, `whole centavos from 0 to ${MAX_AMOUNT}`);
  }
  return centavos(value);
}

function date(value: unknown, where: string): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) malformed(where, 'a date');
  return value;
}

function oneOf<T extends string>(value: unknown, where: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) malformed(where, `one of ${allowed.join(', ')}`);
  return value as T;
}

type Reader<N extends CommandName> = (raw: unknown, caller: Caller) => InputOf<N>;

const setup: Reader<'completeSetup'> = (raw, caller) => {
  const r = fields(raw, ['name', 'type', 'currency'], ['initialBalance', 'email']);
  if (!caller.email) throw new CommandError('refused', 'Your account has no e-mail address');
  if (!isAccountType(r['type'])) malformed('type', 'an account type');
  if (!isCurrencyCode(r['currency'])) malformed('currency', 'a currency code');
  return {
    // The profile's e-mail is the signed-in account's, whatever the input says.
    email: caller.email,
    name: text(r['name'], 'name'),
    type: r['type'],
    currency: r['currency'],
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

function transferFields(r: Fields) {
  return {
    fromAccountId: id(r['fromAccountId'], 'fromAccountId'),
    toAccountId: id(r['toAccountId'], 'toAccountId'),
    amount: optionalMoney(r['amount'], 'amount'),
    fee: optionalMoney(r['fee'], 'fee'),
    note: text(r['note'], 'note'),
    date: date(r['date'], 'date'),
  };
}
const TRANSFER_FIELDS = ['fromAccountId', 'toAccountId', 'amount', 'note', 'date'];

function accountType(value: unknown) {
  if (!isAccountType(value)) malformed('type', 'an account type');
  return value;
}

/** A command whose whole input is one document id. */
const byId =
  <K extends string>(key: K) =>
  (raw: unknown): Record<K, string> => {
    const r = fields(raw, [key]);
    return { [key]: id(r[key], key) } as Record<K, string>;
  };

const READERS: { [N in CommandName]?: Reader<N> } = {
  completeSetup: setup,
  saveLanguage: (raw) => {
    const r = fields(raw, ['language', 'chosenAt']);
    if (!isLanguageCode(r['language'])) malformed('language', 'a language code');
    return { language: r['language'], chosenAt: date(r['chosenAt'], 'chosenAt') };
  },
  createAccount: (raw) => {
    const r = fields(raw, ['name', 'type'], ['initialBalance']);
    return {
      name: text(r['name'], 'name'),
      type: accountType(r['type']),
      initialBalance: optionalMoney(r['initialBalance'], 'initialBalance'),
    };
  },
  updateAccount: (raw) => {
    const r = fields(raw, ['accountId', 'name', 'type']);
    return { accountId: id(r['accountId'], 'accountId'), name: text(r['name'], 'name'), type: accountType(r['type']) };
  },
  deleteAccount: byId('accountId'),
  addTransaction: (raw) => transactionFields(fields(raw, TRANSACTION_FIELDS)),
  editTransaction: (raw) => {
    const r = fields(raw, ['transactionId', ...TRANSACTION_FIELDS]);
    return { transactionId: id(r['transactionId'], 'transactionId'), ...transactionFields(r) };
  },
  revertTransaction: byId('transactionId'),
  addTransfer: (raw) => transferFields(fields(raw, TRANSFER_FIELDS, ['fee'])),
  editTransfer: (raw) => {
    const r = fields(raw, ['transferId', ...TRANSFER_FIELDS], ['fee']);
    return { transferId: id(r['transferId'], 'transferId'), ...transferFields(r) };
  },
  revertTransfer: byId('transferId'),
};

/** The input of `command` read for the server, or a CommandError; null when the server does not serve it yet. */
export function readCallInput<N extends CommandName>(command: N, raw: unknown, caller: Caller): InputOf<N> | null {
  const reader = READERS[command] as Reader<N> | undefined;
  return reader ? reader(raw, caller) : null;
}
