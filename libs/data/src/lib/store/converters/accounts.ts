// users/{uid}/accounts/{id}.
import type { DocumentData, Timestamp } from 'firebase/firestore/lite';
import { toPesos, type Pesos, type Account, type AccountType } from '@pitaka/domain';
import { docConverter, withDate } from './document';
import { readDate, readMoney, readString } from './fields';

export interface AccountDoc {
  name: string;
  type: string;
  balance: Pesos;
  createdAt?: Timestamp;
}

export function accountToDoc(a: Omit<Account, 'id'>): AccountDoc {
  return withDate({ name: a.name, type: a.type, balance: toPesos(a.balance) }, 'createdAt', a.createdAt);
}

export function accountFromDoc(id: string, d: DocumentData): Account {
  return {
    id,
    name: readString(d['name']),
    // An unknown stored type is kept as it is (accountTypeLabel shows it verbatim).
    type: readString(d['type']) as AccountType,
    balance: readMoney(d['balance']),
    createdAt: readDate(d['createdAt']),
  };
}

export const accountConverter = docConverter(accountToDoc, accountFromDoc);
