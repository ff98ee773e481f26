// users/{uid}/paluwagans/{id}: the paluwagan with its numbers and weekly payments.
import type { StoredDoc, StoredDate } from './stored-doc';
import { toPesos, type Pesos, type Paluwagan, type PaluwaganNumber, type WeeklyPayment } from '@pitaka/domain';
import { docCodec, readStamps, withStamps, type StampsDoc } from './document';
import {
  optional,
  readArray,
  readInt,
  readLinks,
  readMoney,
  readOptionalId,
  readRequiredDate,
  readString,
  ts,
  withLinks,
} from './fields';

export interface PaluwaganNumberDoc {
  number: number;
  payoutDate: StoredDate;
  isPaid: boolean;
  isOwner: boolean;
  ownerName: string;
  accountId?: string;
  transactionId?: string;
  goalId?: string;
}

export interface WeeklyPaymentDoc {
  weekNumber: number;
  dueDate: StoredDate;
  isPaid: boolean;
  amount: Pesos;
  accountId?: string;
  transactionId?: string;
}

export interface PaluwaganDoc extends StampsDoc {
  name: string;
  organizer: string;
  description: string;
  startDate: StoredDate;
  totalNumbers: number;
  amountPerNumber: Pesos;
  payoutPerNumber: Pesos;
  numbers: PaluwaganNumberDoc[];
  weeklyPayments: WeeklyPaymentDoc[];
}

export function numberToDoc(n: PaluwaganNumber): PaluwaganNumberDoc {
  return withLinks(
    {
      number: n.number,
      payoutDate: ts(n.payoutDate),
      isPaid: n.isPaid,
      isOwner: n.isOwner,
      ownerName: n.ownerName,
      ...optional('goalId', n.goalId),
    },
    n,
  );
}

export function weekToDoc(w: WeeklyPayment): WeeklyPaymentDoc {
  return withLinks(
    { weekNumber: w.weekNumber, dueDate: ts(w.dueDate), isPaid: w.isPaid, amount: toPesos(w.amount) },
    w,
  );
}

export function paluwaganToDoc(p: Omit<Paluwagan, 'id'>): PaluwaganDoc {
  const doc: PaluwaganDoc = {
    name: p.name,
    organizer: p.organizer,
    description: p.description,
    startDate: ts(p.startDate),
    totalNumbers: p.totalNumbers,
    amountPerNumber: toPesos(p.amountPerNumber),
    payoutPerNumber: toPesos(p.payoutPerNumber),
    numbers: p.numbers.map(numberToDoc),
    weeklyPayments: p.weeklyPayments.map(weekToDoc),
  };
  return withStamps(doc, p);
}

function numberFromDoc(e: Record<string, unknown>, index: number): PaluwaganNumber {
  return withLinks(
    {
      number: readInt(e['number'], index + 1),
      payoutDate: readRequiredDate(e['payoutDate']),
      isPaid: e['isPaid'] === true,
      isOwner: e['isOwner'] === true,
      ownerName: readString(e['ownerName']),
      ...optional('goalId', readOptionalId(e['goalId'])),
    },
    readLinks(e),
  );
}

function weekFromDoc(e: Record<string, unknown>, index: number): WeeklyPayment {
  return withLinks(
    {
      weekNumber: readInt(e['weekNumber'], index + 1),
      dueDate: readRequiredDate(e['dueDate']),
      isPaid: e['isPaid'] === true,
      amount: readMoney(e['amount']),
    },
    readLinks(e),
  );
}

export function paluwaganFromDoc(id: string, d: StoredDoc): Paluwagan {
  return {
    id,
    name: readString(d['name']),
    organizer: readString(d['organizer']),
    description: readString(d['description']),
    startDate: readRequiredDate(d['startDate']),
    totalNumbers: readInt(d['totalNumbers']),
    amountPerNumber: readMoney(d['amountPerNumber']),
    payoutPerNumber: readMoney(d['payoutPerNumber']),
    numbers: readArray(d['numbers']).map(numberFromDoc),
    weeklyPayments: readArray(d['weeklyPayments']).map(weekFromDoc),
    ...readStamps(d),
  };
}

export const paluwaganCodec = docCodec(paluwaganToDoc, paluwaganFromDoc);
