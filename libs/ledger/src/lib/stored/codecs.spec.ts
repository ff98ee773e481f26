import { toCentavos, type Centavos } from '@pitaka/domain';
import {
  accountFromDoc,
  accountToDoc,
  debtFromDoc,
  debtToDoc,
  paluwaganFromDoc,
  paluwaganToDoc,
  readDate,
  statementImportFromDoc,
  statementImportToDoc,
  transactionFromDoc,
  transactionToDoc,
  userFromDoc,
} from './index';

/** A Firestore timestamp as the SDKs read one back: anything with toDate(). */
const timestamp = (date: Date) => ({ toDate: () => new Date(date.getTime()) });

const d = new Date(2026, 2, 15, 9, 30);

it('reads timestamps, Dates, ISO strings and millis; nothing else', () => {
  expect(readDate(timestamp(d))).toEqual(d);
  expect(readDate(d)).toEqual(d);
  expect(readDate(d.toISOString())).toEqual(d);
  expect(readDate(d.getTime())).toEqual(d);
  expect(readDate('not a date')).toBeUndefined();
  expect(readDate(null)).toBeUndefined();
  expect(readDate(undefined)).toBeUndefined();
});

it('round-trips a transaction: centavos in the model, pesos rounded to the centavo in the document', () => {
  const fields = { type: 'expense', description: 'x', category: 'Food', accountId: 'a', accountName: 'A' } as const;
  const doc = transactionToDoc({ ...fields, amount: toCentavos(0.1 + 0.2), date: d, createdAt: d });
  expect(doc.amount).toBe(0.3);
  expect(doc.date).toEqual(d);
  expect(transactionFromDoc('t1', doc)).toEqual({
    id: 't1',
    ...fields,
    amount: toCentavos(0.3),
    date: d,
    createdAt: d,
  });
  // A stored float with binary noise reads as its centavos.
  expect(transactionFromDoc('t2', { ...doc, amount: 0.1 + 0.2 }).amount).toBe(toCentavos(0.3));
});

describe("amounts in an account's own currency, stored in its major units", () => {
  const minor = (units: number) => units as Centavos;
  const fields = { type: 'income', description: 'x', category: 'Salary', accountId: 'a', accountName: 'A' } as const;

  it.each([
    ['KWD', minor(999_999_999_999), 999_999_999.999],
    ['KWD', minor(12_345), 12.345],
    ['JPY', minor(1500), 1500],
    ['AED', minor(1_234_50), 1234.5],
  ])('keeps %s %d minor units exactly', (currency, amount, major) => {
    const doc = transactionToDoc({ ...fields, amount, currency, date: d });
    expect(doc).toMatchObject({ amount: major, currency });
    expect(transactionFromDoc('t', doc)).toMatchObject({ amount, currency });
    const account = accountToDoc({ name: 'Abroad', type: 'bank', balance: amount, currency });
    expect(accountFromDoc('a', account)).toMatchObject({ balance: amount, currency });
  });

  it("keeps a padala part's other leg in that leg's units", () => {
    const link = { id: 'p1', role: 'out', accountId: 'g', accountName: 'GCash' } as const;
    const counter = { amount: toCentavos(15_250.75), currency: 'PHP' };
    const doc = transactionToDoc({
      ...fields,
      amount: minor(12_345),
      currency: 'KWD',
      date: d,
      transfer: { ...link, counter },
    });
    expect(doc.transfer).toEqual({ ...link, counter: { amount: 15_250.75, currency: 'PHP' } });
    expect(transactionFromDoc('t', doc).transfer).toEqual({ ...link, counter });
  });

  it('refuses a stored currency that is not ISO 4217, or a leg without one: its amounts cannot be read', () => {
    expect(() => transactionFromDoc('t', { ...stored, currency: 'XYZ' })).toThrow(
      'currency "XYZ" is not an ISO 4217 code',
    );
    expect(() => accountFromDoc('a', { name: 'A', balance: 1, currency: 7 })).toThrow('is not an ISO 4217 code');
    const leg = { ...TRANSFER, counter: { amount: 1 } };
    expect(() => transactionFromDoc('t', { ...stored, transfer: leg })).toThrow('a padala leg without its currency');
  });

  it('refuses a stored amount past the maximum in its own units', () => {
    expect(() => transactionFromDoc('t', { ...stored, amount: 1e13, currency: 'JPY' })).toThrow('is not a number');
    // Just past the maximum in yen (999,999,999,999), where a peso reading would be far inside it.
    expect(() => transactionFromDoc('t', { ...stored, amount: 1e12, currency: 'JPY' })).toThrow(
      'money value 1000000000000 is not a number between 0 and 999999999999',
    );
  });
});

it('a transaction without a date falls back to createdAt, then to an invalid date (shown N/A)', () => {
  expect(transactionFromDoc('t', { createdAt: timestamp(d) }).date).toEqual(d);
  expect(Number.isNaN(transactionFromDoc('t', {}).date.getTime())).toBe(true);
});

const stored = { type: 'expense', amount: 1, description: 'x', category: 'Food', accountId: 'a', accountName: 'A' };
const SOURCE = { kind: 'paluwagan-week', id: 'p1', index: 0, reversal: false };
const TRANSFER = { id: 'tr1', role: 'out', accountId: 'b', accountName: 'B' };
const IMPORT = { id: 'import-1', row: 1, check: 'k3x9' };

it("reads a transaction's links back whole: its schedule row, its transfer, its statement import", () => {
  expect(transactionFromDoc('t', { ...stored, source: SOURCE, transfer: TRANSFER, import: IMPORT })).toMatchObject({
    source: SOURCE,
    transfer: TRANSFER,
    import: IMPORT,
  });
});

it.each([
  ['source', 'that is text', 'paluwagan-week'],
  ['source', 'with a negative index', { ...SOURCE, index: -1 }],
  ['source', 'with a fractional index', { ...SOURCE, index: 0.5 }],
  ['source', 'of an unknown kind', { ...SOURCE, kind: 'gift' }],
  ['transfer', 'without the other account', { ...TRANSFER, accountId: '' }],
  ['transfer', 'of an unknown role', { ...TRANSFER, role: 'refund' }],
  ['import', 'of row 0', { ...IMPORT, row: 0 }],
  ['import', 'with its row as text', { ...IMPORT, row: '1' }],
  ['import', 'without its check', { ...IMPORT, check: '' }],
  ['import', 'that is null', null],
])('a %s link %s reads as no link (an ordinary transaction)', (field, _label, value) => {
  expect(transactionFromDoc('t', { ...stored, [field]: value })).not.toHaveProperty(field);
});

it('never writes undefined (Firestore refuses it) and drops empty or null account ids on read', () => {
  const p = paluwaganToDoc({
    name: 'P',
    organizer: 'O',
    description: '',
    startDate: d,
    totalNumbers: 1,
    amountPerNumber: toCentavos(1),
    payoutPerNumber: toCentavos(1),
    numbers: [{ number: 1, payoutDate: d, isPaid: false, isOwner: true, ownerName: 'Me', accountId: undefined }],
    weeklyPayments: [{ weekNumber: 1, dueDate: d, isPaid: true, amount: toCentavos(1), accountId: 'acc' }],
  });
  expect(p.numbers[0]).not.toHaveProperty('accountId');
  expect(p.weeklyPayments[0].accountId).toBe('acc');
  expect(p).not.toHaveProperty('createdAt');
  const back = paluwaganFromDoc('p', { ...p, numbers: [{ ...p.numbers[0], accountId: null }] });
  expect(back.numbers[0]).not.toHaveProperty('accountId');

  const debt = debtToDoc({
    type: 'owe',
    name: 'D',
    counterpartyName: 'C',
    totalAmount: toCentavos(10),
    paymentSchedule: [{ dueDate: d, amount: toCentavos(10), isPaid: false }],
  });
  expect(
    debtFromDoc('x', { ...debt, paymentSchedule: [{ ...debt.paymentSchedule[0], accountId: '' }] }).paymentSchedule[0],
  ).toEqual({
    dueDate: d,
    amount: toCentavos(10),
    isPaid: false,
  });
});

it('defaults an unknown currency to PHP and a missing setupComplete to false', () => {
  expect(userFromDoc({ email: 'a@b.c', currency: 'JPY' })).toEqual({
    email: 'a@b.c',
    currency: 'PHP',
    setupComplete: false,
    createdAt: undefined,
  });
});

it('round-trips a statement import; a missing or mistyped field reads as empty, never as undefined', () => {
  const counts = { rows: 1200, batches: 3, committedBatches: 2, imported: 1000, undone: 0 };
  const record = { accountId: 'a', accountName: 'GCash', fileName: 'nov.csv', ...counts, createdAt: d, updatedAt: d };
  const doc = statementImportToDoc(record);
  expect(doc).toEqual(record);
  expect(statementImportFromDoc('i1', doc)).toEqual({ id: 'i1', ...record });
  expect(statementImportFromDoc('i2', { accountId: 7, rows: '12', batches: 2.9, createdAt: timestamp(d) })).toEqual({
    id: 'i2',
    accountId: '',
    accountName: '',
    fileName: '',
    rows: 0,
    batches: 2,
    committedBatches: 0,
    imported: 0,
    undone: 0,
    createdAt: d,
    updatedAt: d,
  });
});

it("keeps a row's payer in a household, and writes none where there is none", () => {
  const debt = debtToDoc({
    type: 'owe',
    name: 'D',
    counterpartyName: 'C',
    totalAmount: toCentavos(20),
    paymentSchedule: [
      { dueDate: d, amount: toCentavos(10), isPaid: true, accountId: 'acc', transactionId: 't1', paidBy: 'ben' },
      { dueDate: d, amount: toCentavos(10), isPaid: false, paidBy: undefined },
    ],
  });
  expect(debt.paymentSchedule[0]).toMatchObject({ paidBy: 'ben' });
  expect(debt.paymentSchedule[1]).not.toHaveProperty('paidBy');
  const back = debtFromDoc('x', debt).paymentSchedule;
  expect(back[0].paidBy).toBe('ben');
  expect(back[1]).not.toHaveProperty('paidBy');
});
