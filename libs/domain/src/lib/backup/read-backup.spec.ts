import { MAX_AMOUNT } from '../constants';
import { manilaDay } from '../calendar';
import { toCentavos, type Centavos } from '../money';
import { manilaDayNumber } from '../recurrence';
import type { Account, Transaction } from '../model';
import {
  BACKUP_MAX_ACCOUNTS,
  BACKUP_MAX_FILE_BYTES,
  backupCounts,
  backupFileName,
  backupJson,
  type Backup,
} from './backup-file';
import { checkBackupFileSize, readBackup } from './read-backup';

const at = (iso: string) => new Date(iso);
const CREATED = at('2026-03-01T01:30:15.123Z');
const UPDATED = at('2026-03-08T02:00:00.000Z');
const MERALCO_DAY = manilaDay(2026, 3, 31);

const tx = (over: Partial<Transaction> & Pick<Transaction, 'id'>): Transaction => ({
  type: 'expense',
  amount: toCentavos(100),
  description: 'Lunch',
  category: 'Food',
  accountId: 'wallet',
  accountName: 'Wallet',
  date: at('2026-03-02T04:00:00.000Z'),
  createdAt: CREATED,
  ...over,
});

/**
 * Wallet: 10,000 in, a 2,000 transfer to BPI with a 15 fee, paluwagan week 1 (500), Meralco
 * (2,500) and an imported 120.50: 4,864.50. BPI: 5,000 in, 2,000 from the transfer, debt payment
 * 1 (1,000): 6,000.
 */
function sampleBackup(): Backup {
  return {
    id: 'backup-1',
    madeAt: at('2026-11-27T01:02:03.456Z'),
    profile: { currency: 'PHP', createdAt: CREATED },
    accounts: [
      { id: 'bpi', name: 'BPI Savings', type: 'bank', balance: toCentavos(6000), createdAt: CREATED },
      { id: 'wallet', name: 'Wallet', type: 'cash', balance: toCentavos(4864.5), createdAt: CREATED },
    ],
    transactions: [
      tx({
        id: 'i-bpi',
        type: 'income',
        amount: toCentavos(5000),
        description: 'Initial balance',
        category: 'Initial',
        accountId: 'bpi',
        accountName: 'BPI Savings',
      }),
      tx({
        id: 'i-wallet',
        type: 'income',
        amount: toCentavos(10000),
        description: 'Initial balance',
        category: 'Initial',
      }),
      tx({
        id: 'imported-1',
        amount: toCentavos(120.5),
        description: 'Jollibee ñ',
        import: { id: 'imp1', row: 3, check: '1x2y3z' },
      }),
      tx({
        id: 'pal-1',
        amount: toCentavos(500),
        description: 'Paluwagan payment: Office (Week 1)',
        category: 'Paluwagan',
        source: { kind: 'paluwagan-week', id: 'office', index: 1, reversal: false },
      }),
      tx({
        id: 'debt-1',
        amount: toCentavos(1000),
        description: 'Debt payment: Laptop (Payment 1)',
        category: 'Debt',
        accountId: 'bpi',
        accountName: 'BPI Savings',
        source: { kind: 'debt-payment', id: 'laptop', index: 0, reversal: false },
      }),
      tx({
        id: 'meralco-1',
        amount: toCentavos(2500),
        description: 'Meralco',
        category: 'Utilities',
        source: { kind: 'recurring', id: 'meralco', index: manilaDayNumber(MERALCO_DAY), reversal: false },
      }),
      tx({
        id: 'tr-fee',
        amount: toCentavos(15),
        category: 'Fees',
        transfer: { id: 'tr', role: 'fee', accountId: 'bpi', accountName: 'BPI Savings' },
      }),
      tx({
        id: 'tr-in',
        type: 'income',
        amount: toCentavos(2000),
        category: 'Transfer',
        accountId: 'bpi',
        accountName: 'BPI Savings',
        transfer: { id: 'tr', role: 'in', accountId: 'wallet', accountName: 'Wallet' },
      }),
      tx({
        id: 'tr-out',
        amount: toCentavos(2000),
        category: 'Transfer',
        transfer: { id: 'tr', role: 'out', accountId: 'bpi', accountName: 'BPI Savings' },
      }),
    ],
    paluwagans: [
      {
        id: 'office',
        name: 'Office',
        organizer: 'Maria',
        description: '',
        startDate: manilaDay(2026, 3, 1),
        totalNumbers: 2,
        amountPerNumber: toCentavos(500),
        payoutPerNumber: toCentavos(1000),
        numbers: [
          { number: 1, payoutDate: manilaDay(2026, 3, 8), isPaid: false, isOwner: true, ownerName: 'Me' },
          { number: 2, payoutDate: manilaDay(2026, 3, 15), isPaid: false, isOwner: false, ownerName: '' },
        ],
        weeklyPayments: [
          {
            weekNumber: 1,
            dueDate: manilaDay(2026, 3, 8),
            isPaid: true,
            amount: toCentavos(500),
            accountId: 'wallet',
            transactionId: 'pal-1',
          },
          { weekNumber: 2, dueDate: manilaDay(2026, 3, 15), isPaid: false, amount: toCentavos(500) },
        ],
        createdAt: CREATED,
        updatedAt: UPDATED,
      },
    ],
    debts: [
      {
        id: 'laptop',
        type: 'owe',
        name: 'Laptop',
        counterpartyName: 'Juan',
        totalAmount: toCentavos(2000),
        paymentSchedule: [
          {
            dueDate: manilaDay(2026, 4, 1),
            amount: toCentavos(1000),
            isPaid: true,
            accountId: 'bpi',
            transactionId: 'debt-1',
          },
          { dueDate: manilaDay(2026, 5, 1), amount: toCentavos(1000), isPaid: false },
        ],
        createdAt: CREATED,
        updatedAt: UPDATED,
      },
    ],
    recurring: [
      {
        id: 'meralco',
        name: 'Meralco',
        type: 'expense',
        category: 'Utilities',
        accountId: 'wallet',
        amount: toCentavos(2500),
        rule: { kind: 'monthly', day: 31 },
        startDate: manilaDay(2026, 1, 31),
        pauses: [{ from: manilaDay(2026, 6, 1), until: manilaDay(2026, 7, 1) }],
        occurrences: {
          '2026-03-31': { status: 'paid', amount: toCentavos(2500), accountId: 'wallet', transactionId: 'meralco-1' },
          '2026-04-30': { status: 'skipped' },
        },
        createdAt: CREATED,
        updatedAt: UPDATED,
      },
    ],
  };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The sample's file as parsed JSON, changed by `edit`, written back to text. */
function fileWith(edit: (file: Json) => void): string {
  const file = JSON.parse(backupJson(sampleBackup())) as Json;
  edit(file);
  return JSON.stringify(file);
}

const transaction = (file: Json, id: string): Json => file['transactions'].find((t: Json) => t['id'] === id);

describe('the backup file', () => {
  it('reads back exactly what was written (round trip of every kind of document and link)', () => {
    const backup = sampleBackup();
    const read = readBackup(backupJson(backup));
    expect(read).toEqual({ ok: true, value: backup });
  });

  it('reads accounts in their own currencies and a padala back exactly, in their minor units', () => {
    const minor = (units: number) => units as Centavos;
    const backup = sampleBackup();
    // 150,000 yen in Tokyo; 1,500 of them sent to Kuwait, where they arrived as 0.100 dinars.
    const account = (id: string, currency: string, balance: number): Account =>
      ({ id, name: id, type: 'bank', balance: minor(balance), currency, createdAt: CREATED }) as Account;
    backup.accounts.push(account('kw', 'KWD', 12_445), account('jp', 'JPY', 148_500));
    const part = (role: 'out' | 'in', from: string, to: string, amount: number, counter: [number, string]) =>
      tx({
        id: `p1-${role}`,
        type: role === 'in' ? 'income' : 'expense',
        amount: minor(amount),
        accountId: from,
        currency: from === 'kw' ? 'KWD' : 'JPY',
        category: 'Transfer',
        transfer: {
          id: 'p1',
          role,
          accountId: to,
          accountName: to,
          counter: { amount: minor(counter[0]), currency: counter[1] },
        },
      });
    backup.transactions.push(
      tx({ id: 'i-kw', type: 'income', amount: minor(12_345), accountId: 'kw', currency: 'KWD', category: 'Initial' }),
      tx({ id: 'i-jp', type: 'income', amount: minor(150_000), accountId: 'jp', currency: 'JPY', category: 'Initial' }),
      part('out', 'jp', 'kw', 1500, [100, 'KWD']),
      part('in', 'kw', 'jp', 100, [1500, 'JPY']),
    );
    expect(readBackup(backupJson(backup))).toEqual({ ok: true, value: backup });
    expect(JSON.parse(backupJson(backup)).accounts[2]).toMatchObject({ balance: 12_445, currency: 'KWD' });
    // The in part naming another amount sent is a padala that does not add up.
    backup.transactions[backup.transactions.length - 1] = part('in', 'kw', 'jp', 100, [1499, 'JPY']);
    expect(readBackup(backupJson(backup))).toMatchObject({ ok: false, reason: 'damaged' });
  });

  it('writes money as whole centavos and dates as ISO instants with milliseconds', () => {
    const file = JSON.parse(backupJson(sampleBackup())) as Json;
    expect(file).toMatchObject({
      format: 'pitaka-backup',
      version: 1,
      id: 'backup-1',
      madeAt: '2026-11-27T01:02:03.456Z',
    });
    expect(file['accounts'][1]).toEqual({
      id: 'wallet',
      name: 'Wallet',
      type: 'cash',
      balance: 486450,
      createdAt: '2026-03-01T01:30:15.123Z',
    });
    expect(transaction(file, 'imported-1')['import']).toEqual({ id: 'imp1', row: 3, check: '1x2y3z' });
    // A Manila calendar day is its midnight in Manila: 16:00 UTC the day before.
    expect(file['paluwagans'][0]['startDate']).toBe('2026-02-28T16:00:00.000Z');
    expect(Object.keys(file)).toEqual([
      'format',
      'version',
      'id',
      'madeAt',
      'profile',
      'accounts',
      'transactions',
      'paluwagans',
      'debts',
      'recurring',
    ]);
  });

  it('is named after the Manila day it was made', () => {
    expect(backupFileName(at('2026-11-26T16:30:00.000Z'))).toBe('pitaka-backup-2026-11-27.json');
    expect(backupFileName(at('2026-11-27T15:59:59.999Z'))).toBe('pitaka-backup-2026-11-27.json');
  });

  it('counts its documents', () => {
    expect(backupCounts(sampleBackup())).toEqual({
      accounts: 2,
      transactions: 9,
      paluwagans: 1,
      debts: 1,
      recurring: 1,
    });
  });
});

describe('readBackup refuses', () => {
  it.each([
    ['text that is not JSON', 'hello, world', 'This file is not a Pitaka backup: it is not a JSON file.'],
    ['a cut-off file', backupJson(sampleBackup()).slice(0, 500), 'it is not a JSON file'],
    ['other JSON', '{"accounts": []}', 'This file is not a Pitaka backup. Choose'],
    ['a JSON list', '[1, 2, 3]', 'This file is not a Pitaka backup. Choose'],
    ['JSON null', 'null', 'This file is not a Pitaka backup. Choose'],
    ['another format', fileWith((f) => (f['format'] = 'other-app-backup')), 'This file is not a Pitaka backup. Choose'],
  ])('%s as not a backup', (_name, text, message) => {
    const read = readBackup(text);
    expect(read).toMatchObject({ ok: false, field: 'file', reason: 'notBackup' });
    expect(!read.ok && read.message).toContain(message);
  });

  it('a newer version, saying so', () => {
    expect(readBackup(fileWith((f) => (f['version'] = 2)))).toEqual({
      ok: false,
      field: 'file',
      reason: 'newerVersion',
      message:
        'This backup was made by a newer version of Pitaka (format 2). Reload the page to update Pitaka, then try again.',
      ref: expect.anything(),
    });
  });

  it('a file over the size limit, before reading it', () => {
    expect(checkBackupFileSize(BACKUP_MAX_FILE_BYTES)).toEqual({ ok: true, value: BACKUP_MAX_FILE_BYTES });
    expect(checkBackupFileSize(BACKUP_MAX_FILE_BYTES + 1)).toEqual({
      ok: false,
      field: 'file',
      reason: 'tooLarge',
      message: 'This file is too large for a Pitaka backup (65 MB; a backup is at most 64 MB).',
      ref: expect.anything(),
    });
  });

  const long = 'x'.repeat(201);
  it.each<[string, (f: Json) => void, string]>([
    ['version 0', (f) => (f['version'] = 0), 'the file: its version is not a version of the format'],
    ['no id', (f) => delete f['id'], 'the file has no id'],
    ['an id with a slash', (f) => (f['id'] = 'a/b'), 'the file: id is not a valid id'],
    ['an unknown top-level field', (f) => (f['summaries'] = []), 'the file has an unknown field "summaries"'],
    ['transactions not a list', (f) => (f['transactions'] = {}), 'the file: transactions is not a list'],
    [
      'a profile currency it does not know',
      (f) => (f['profile']['currency'] = 'JPY'),
      'profile: currency is not one of PHP, USD, EUR',
    ],
    ['an account without a name', (f) => (f['accounts'][0]['name'] = ''), 'account "bpi": name is empty'],
    [
      'an account of an unknown type',
      (f) => (f['accounts'][0]['type'] = 'crypto'),
      'account "bpi": type is not one of',
    ],
    [
      'a balance in pesos with decimals',
      (f) => (f['accounts'][1]['balance'] = 4864.5),
      'account "wallet": balance is not a whole number of centavos',
    ],
    [
      'a balance above the maximum',
      (f) => (f['accounts'][0]['balance'] = MAX_AMOUNT + 1),
      'account "bpi": balance is not a whole number',
    ],
    [
      'a negative amount',
      (f) => (transaction(f, 'imported-1')['amount'] = -12050),
      'transaction "imported-1": amount is not a whole number',
    ],
    [
      'an amount as text',
      (f) => (transaction(f, 'imported-1')['amount'] = '12050'),
      'transaction "imported-1": amount is not a whole number',
    ],
    [
      'a description over 200 characters',
      (f) => (transaction(f, 'imported-1')['description'] = long),
      'transaction "imported-1": description is longer than 200 characters',
    ],
    [
      'a date that is not ISO',
      (f) => (transaction(f, 'imported-1')['date'] = '03/02/2026'),
      'transaction "imported-1": date is not a date',
    ],
    [
      'a date without milliseconds',
      (f) => (transaction(f, 'imported-1')['date'] = '2026-03-02T04:00:00Z'),
      'transaction "imported-1": date is not a date',
    ],
    [
      'an impossible date',
      (f) => (transaction(f, 'imported-1')['date'] = '2026-02-30T04:00:00.000Z'),
      'transaction "imported-1": date is not a date',
    ],
    [
      'a transaction without createdAt',
      (f) => delete transaction(f, 'imported-1')['createdAt'],
      'transaction "imported-1" has no createdAt',
    ],
    [
      'an unknown field on a transaction',
      (f) => (transaction(f, 'imported-1')['html'] = '<b>'),
      'transaction "imported-1" has an unknown field "html"',
    ],
    [
      'an import mark without its row',
      (f) => delete transaction(f, 'imported-1')['import']['row'],
      'transaction "imported-1" import has no row',
    ],
    [
      'a source of an unknown kind',
      (f) => (transaction(f, 'pal-1')['source']['kind'] = 'loan'),
      'transaction "pal-1" source: kind is not one of',
    ],
    [
      'a transfer part under another id',
      (f) => (transaction(f, 'tr-out')['id'] = 'tr-x'),
      'transaction "tr-x": its id is not its transfer part',
    ],
    [
      'an incoming transfer part as an expense',
      (f) => (transaction(f, 'tr-in')['type'] = 'expense'),
      'transaction "tr-in": its transfer part has the wrong type',
    ],
    [
      'the same transaction twice',
      (f) => f['transactions'].push(transaction(f, 'imported-1')),
      'transaction "imported-1" is in the file twice',
    ],
    [
      'a paluwagan week without a due date',
      (f) => delete f['paluwagans'][0]['weeklyPayments'][1]['dueDate'],
      'paluwagan "office" week 2 has no dueDate',
    ],
    [
      'a paluwagan with 101 numbers',
      (f) => (f['paluwagans'][0]['totalNumbers'] = 101),
      'paluwagan "office": totalNumbers is not a whole number from 1 to 100',
    ],
    [
      'a debt with no payments',
      (f) => (f['debts'][0]['paymentSchedule'] = []),
      'debt "laptop": paymentSchedule is not a list of 1 to 360 entries',
    ],
    [
      'a recurring rule it does not know',
      (f) => (f['recurring'][0]['rule'] = { kind: 'hourly' }),
      'recurring item "meralco": rule is not one Pitaka knows',
    ],
    [
      'an occurrence key that is not a day',
      (f) => (f['recurring'][0]['occurrences']['2026-02-30'] = { status: 'skipped' }),
      'recurring item "meralco": occurrence "2026-02-30" is not a day',
    ],
    [
      'a recurring item that ends before it starts',
      (f) => (f['recurring'][0]['endDate'] = '2025-01-01T00:00:00.000Z'),
      'recurring item "meralco": it ends before it starts',
    ],
    [
      `more than ${BACKUP_MAX_ACCOUNTS} accounts`,
      (f) => {
        for (let i = 0; i < BACKUP_MAX_ACCOUNTS - 1; i++)
          f['accounts'].push({ ...f['accounts'][0], id: `empty-${i}`, balance: 0 });
      },
      `it has more than ${BACKUP_MAX_ACCOUNTS} accounts`,
    ],
    [
      'a balance its transactions do not add up to',
      (f) => (f['accounts'][1]['balance'] = 486451),
      'the balances do not add up (account Wallet: balance 4864.51 but transactions sum to 4864.5)',
    ],
    [
      'a paid week whose payment is missing',
      (f) => {
        f['transactions'] = f['transactions'].filter((t: Json) => t['id'] !== 'pal-1');
        f['accounts'][1]['balance'] += 50000;
      },
      'the balances do not add up (Office week 1 (paid from wallet): its transactions on Wallet sum to 0, expected -500)',
    ],
    [
      'a transfer without its incoming half',
      (f) => {
        f['transactions'] = f['transactions'].filter((t: Json) => t['id'] !== 'tr-in');
        f['accounts'][0]['balance'] -= 200000;
      },
      'the balances do not add up (transfer tr: parts fee, out, expected out, in and at most one fee)',
    ],
  ])('a damaged file: %s', (_name, edit, detail) => {
    const read = readBackup(fileWith(edit));
    expect(read).toMatchObject({ ok: false, field: 'file', reason: 'damaged' });
    expect(!read.ok && read.message).toContain(`This backup file is damaged and cannot be restored: ${detail}`);
  });
});
