// users/{uid}/accounts/{id}.
import type { StoredDoc, StoredDate } from './stored-doc';
import { toMajorUnits, type Pesos, type Account, type AccountMove, type AccountType } from '@pitaka/domain';
import { docCodec, withDate } from './document';
import { readCurrencyCode, readDate, readMap, readMoney, readString } from './fields';

export interface AccountDoc {
  name: string;
  type: string;
  /** In major units of `currency` (pesos when absent). */
  balance: Pesos;
  /** The account's own ISO 4217 code, when not the books' currency. */
  currency?: string;
  createdAt?: StoredDate;
  move?: AccountMove;
}

const MOVE_STATES: readonly AccountMove['state'][] = ['leaving', 'left', 'arriving'];

/** A move as stored; an unknown state reads as `leaving` (shown, and locked: nothing is lost). */
function readMove(value: unknown): AccountMove | undefined {
  if (value === undefined || value === null) return undefined;
  const fields = readMap(value);
  const state = MOVE_STATES.find((s) => s === fields['state']) ?? 'leaving';
  return { state, householdId: readString(fields['householdId']) };
}

export function accountToDoc(a: Omit<Account, 'id'>): AccountDoc {
  const doc: AccountDoc = { name: a.name, type: a.type, balance: toMajorUnits(a.balance, a.currency) };
  if (a.currency) doc.currency = a.currency;
  if (a.move) doc.move = { state: a.move.state, householdId: a.move.householdId };
  return withDate(doc, 'createdAt', a.createdAt);
}

export function accountFromDoc(id: string, d: StoredDoc): Account {
  const currency = readCurrencyCode(d['currency']);
  return {
    id,
    name: readString(d['name']),
    // An unknown stored type is kept as it is (accountTypeLabel shows it verbatim).
    type: readString(d['type']) as AccountType,
    balance: readMoney(d['balance'], currency),
    ...(currency ? { currency } : {}),
    createdAt: readDate(d['createdAt']),
    ...(d['move'] === undefined ? {} : { move: readMove(d['move']) }),
  };
}

export const accountCodec = docCodec(accountToDoc, accountFromDoc);
