// users/{uid}/accounts/{id}.
import type { StoredDoc, StoredDate } from './stored-doc';
import { toPesos, type Pesos, type Account, type AccountType } from '@pitaka/domain';
import { docCodec, withDate } from './document';
import { readDate, readMoney, readString } from './fields';

export interface AccountDoc {
  name: string;
  type: string;
  balance: Pesos;
  createdAt?: StoredDate;
}

export function accountToDoc(a: Omit<Account, 'id'>): AccountDoc {
  return withDate({ name: a.name, type: a.type, balance: toPesos(a.balance) }, 'createdAt', a.createdAt);
}

export function accountFromDoc(id: string, d: StoredDoc): Account {
  return {
    id,
    name: readString(d['name']),
    // An unknown stored type is kept as it is (accountTypeLabel shows it verbatim).
    type: readString(d['type']) as AccountType,
    balance: readMoney(d['balance']),
    createdAt: readDate(d['createdAt']),
  };
}

export const accountCodec = docCodec(accountToDoc, accountFromDoc);
