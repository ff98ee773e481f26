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

const transaction: Reader<'addTransaction'> = (raw) => {
  const r = fields(raw, ['type', 'amount', 'description', 'category', 'accountId', 'date']);
  return {
    type: oneOf(r['type'], 'type', ['income', 'expense'] as const),
    amount: money(r['amount'], 'amount'),
    description: text(r['description'], 'description'),
    category: text(r['category'], 'category'),
    accountId: id(r['accountId'], 'accountId'),
    date: date(r['date'], 'date'),
  };
};

const READERS: { [N in CommandName]?: Reader<N> } = {
  completeSetup: setup,
  addTransaction: transaction,
};

/** The input of `command` read for the server, or a CommandError; null when the server does not serve it yet. */
export function readCallInput<N extends CommandName>(command: N, raw: unknown, caller: Caller): InputOf<N> | null {
  const reader = READERS[command] as Reader<N> | undefined;
  return reader ? reader(raw, caller) : null;
}
