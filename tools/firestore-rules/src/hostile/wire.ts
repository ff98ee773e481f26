// Firestore values as the REST API carries them (google.firestore.v1.Value in JSON), and one
// valid document of each kind in that form: what a hostile client types by hand, where no SDK
// chooses the encoding (integerValue or doubleValue, a map where a string belongs, "NaN").
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';

export type WireValue = Record<string, unknown>;
export type WireFields = Record<string, WireValue>;

export const str = (s: string): WireValue => ({ stringValue: s });
export const int = (n: number | string): WireValue => ({ integerValue: String(n) });
/** A double; the JSON mapping also takes "NaN", "Infinity" and "-Infinity" as strings. */
export const dbl = (n: number | string): WireValue => ({ doubleValue: n });
export const bool = (b: boolean): WireValue => ({ booleanValue: b });
export const time = (iso: string): WireValue => ({ timestampValue: iso });
export const nul = (): WireValue => ({ nullValue: null });
export const list = (...values: WireValue[]): WireValue => ({ arrayValue: { values } });
export const map = (fields: WireFields): WireValue => ({ mapValue: { fields } });

export const CREATED = '2026-03-01T01:30:15.123Z';
export const LATER = '2026-03-05T02:00:00Z';

export type Kind = 'user' | 'account' | 'transaction' | 'paluwagan' | 'debt';
export const KINDS: Kind[] = ['user', 'account', 'transaction', 'paluwagan', 'debt'];
export const COLLECTIONS = ['accounts', 'transactions', 'paluwagans', 'debts'] as const;
export type Collection = (typeof COLLECTIONS)[number];
export const COLLECTION_OF: Record<Exclude<Kind, 'user'>, Collection> = {
  account: 'accounts',
  transaction: 'transactions',
  paluwagan: 'paluwagans',
  debt: 'debts',
};
export const KIND_IN: Record<Collection, Exclude<Kind, 'user'>> = {
  accounts: 'account',
  transactions: 'transaction',
  paluwagans: 'paluwagan',
  debts: 'debt',
};

/** The shapes of tools/firestore-rules/src/rules.spec.ts, written as the wire carries them. */
export function validDocument(kind: Kind, email = 'someone@example.com'): WireFields {
  switch (kind) {
    case 'user':
      return { email: str(email), currency: str('PHP'), setupComplete: bool(true), createdAt: time(CREATED) };
    case 'account':
      return { name: str('Wallet'), type: str('cash'), balance: dbl(1500.25), createdAt: time(CREATED) };
    case 'transaction':
      return {
        type: str('expense'),
        amount: int(500),
        description: str('Lunch'),
        category: str('Food'),
        accountId: str('acc1'),
        accountName: str('Wallet'),
        date: time(CREATED),
        createdAt: time(CREATED),
      };
    case 'paluwagan':
      return {
        name: str('Office Paluwagan'),
        organizer: str('Maria'),
        description: str(''),
        startDate: time('2026-02-28T16:00:00Z'),
        totalNumbers: int(2),
        amountPerNumber: int(500),
        payoutPerNumber: int(1000),
        numbers: list(
          map({
            number: int(1),
            payoutDate: time(CREATED),
            isPaid: bool(false),
            isOwner: bool(true),
            ownerName: str('Me'),
          }),
        ),
        weeklyPayments: list(
          map({ weekNumber: int(1), dueDate: time(CREATED), isPaid: bool(false), amount: int(500) }),
        ),
        createdAt: time(CREATED),
        updatedAt: time(CREATED),
      };
    case 'debt':
      return {
        type: str('owe'),
        name: str('Laptop'),
        counterpartyName: str('Juan'),
        totalAmount: int(1000),
        paymentSchedule: list(map({ dueDate: time(LATER), amount: int(1000), isPaid: bool(false) })),
        createdAt: time(CREATED),
        updatedAt: time(CREATED),
      };
  }
}

/** A copy of `fields` with `changes` applied; `undefined` removes a field. */
export function withFields(fields: WireFields, changes: Record<string, WireValue | undefined>): WireFields {
  const out = { ...fields };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** The same data as the Firebase SDK takes it (for the SDK's writes). */
export function sdkData(fields: WireFields): DocumentData {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sdkValue(value)]));
}

function sdkValue(value: WireValue): unknown {
  const [[type, v]] = Object.entries(value);
  switch (type) {
    case 'integerValue':
    case 'doubleValue':
      return Number(v);
    case 'timestampValue':
      return Timestamp.fromDate(new Date(v as string));
    case 'arrayValue':
      return ((v as { values?: WireValue[] }).values ?? []).map(sdkValue);
    case 'mapValue':
      return sdkData((v as { fields?: WireFields }).fields ?? {});
    default:
      return v; // stringValue, booleanValue, nullValue
  }
}
