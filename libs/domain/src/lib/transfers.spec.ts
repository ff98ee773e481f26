import type { Transaction } from './model';
import { NOT_AN_AMOUNT, ZERO_CENTAVOS, toCentavos, type Centavos } from './money';
import {
  balancesWithout,
  transferEffects,
  transferFromParts,
  transferNote,
  transferParts,
  transferTitle,
  transferValueEffects,
  validateTransactionIsNotTransferPart,
  validateTransfer,
  validateTransferRevert,
  type TransferAccount,
  type TransferInput,
} from './transfers';

/** Whole minor units of an account's own currency (fils, yen), as the ledger keeps them. */
const minor = (units: number) => units as Centavos;
const bpi: TransferAccount = { id: 'bpi', name: 'BPI Savings', balance: toCentavos(5000) };
const gcash: TransferAccount = { id: 'gcash', name: 'GCash', balance: toCentavos(200) };
/** ₱1,000 from BPI to GCash with a ₱15 fee, as validated. */
const BPI_TO_GCASH = {
  fromAccountId: 'bpi',
  toAccountId: 'gcash',
  amount: toCentavos(1000),
  fee: toCentavos(15),
  received: toCentavos(1000),
  note: '',
};
const input = (over: Partial<TransferInput> = {}): TransferInput => ({
  fromAccountId: 'bpi',
  toAccountId: 'gcash',
  amount: toCentavos(1000),
  fee: toCentavos(15),
  note: '',
  ...over,
});

describe('validateTransfer', () => {
  it.each<[string, Partial<TransferInput>, string, string]>([
    ['no source account', { fromAccountId: '' }, 'fromAccountId', 'Please select the account to transfer from'],
    ['no destination account', { toAccountId: ' ' }, 'toAccountId', 'Please select the account to transfer to'],
    ['the same account twice', { toAccountId: 'bpi' }, 'toAccountId', 'Choose two different accounts'],
    ['a zero amount', { amount: toCentavos(0) }, 'amount', 'Please enter a valid amount'],
    ['a negative amount', { amount: toCentavos(-5) }, 'amount', 'Please enter a valid amount'],
    ['no amount', { amount: null }, 'amount', 'Please enter a valid amount'],
    ['half a centavo', { amount: toCentavos(0.004) }, 'amount', 'Please enter a valid amount'],
    // Deliberately invalid: a fraction is not Centavos (only a cast builds it); refused, never a throw.
    ['a fraction of a centavo', { amount: 0.5 as Centavos }, 'amount', 'PHP amounts have at most 2 decimals'],
    ['a fee with a fraction of a centavo', { fee: 1.5 as Centavos }, 'fee', 'PHP amounts have at most 2 decimals'],
    [
      'an amount over the limit',
      { amount: toCentavos(10_000_000_000) },
      'amount',
      'Amount cannot exceed ₱9,999,999,999.99',
    ],
    ['a negative fee', { fee: toCentavos(-1) }, 'fee', 'Please enter a valid fee (0 or more)'],
    ['a fee that is not a number', { fee: NOT_AN_AMOUNT }, 'fee', 'Please enter a valid fee (0 or more)'],
    ['a fee over the limit', { fee: toCentavos(10_000_000_000) }, 'fee', 'Amount cannot exceed ₱9,999,999,999.99'],
    ['a note over 200 characters', { note: 'x'.repeat(201) }, 'note', 'Note must be 200 characters or fewer'],
  ])('refuses %s', (_case, over, field, message) => {
    expect(validateTransfer(input(over), { from: bpi, to: gcash })).toEqual({
      ok: false,
      field,
      message,
      ref: expect.anything(),
    });
  });

  it.each([
    ['the source is gone', { from: null, to: gcash }, 'fromAccountId'],
    ['the destination is gone', { from: bpi, to: undefined }, 'toAccountId'],
  ])('refuses when %s', (_case, ctx, field) => {
    expect(validateTransfer(input(), ctx)).toEqual({
      ok: false,
      field,
      message: 'Account not found',
      ref: expect.anything(),
    });
  });

  it('checks the funds on amount + fee, naming the account and its balance', () => {
    const justEnough = { ...bpi, balance: toCentavos(1015) };
    expect(validateTransfer(input(), { from: justEnough, to: gcash }).ok).toBe(true);
    expect(validateTransfer(input(), { from: { ...bpi, balance: toCentavos(1014.99) }, to: gcash })).toEqual({
      ok: false,
      field: 'amount',
      message: 'Insufficient funds in BPI Savings. Available balance: ₱1,014.99',
      ref: expect.anything(),
      reason: 'insufficientFunds',
    });
  });

  it('allows a fee bigger than the amount when the source affords both', () => {
    const over = { amount: toCentavos(1), fee: toCentavos(50) };
    const result = validateTransfer(input(over), { from: bpi, to: gcash });
    expect(result).toEqual({
      ok: true,
      value: {
        fromAccountId: 'bpi',
        toAccountId: 'gcash',
        amount: toCentavos(1),
        fee: toCentavos(50),
        received: toCentavos(1),
        note: '',
      },
    });
    expect(validateTransfer(input(over), { from: { ...bpi, balance: toCentavos(50.99) }, to: gcash })).toEqual(
      expect.objectContaining({ ok: false, reason: 'insufficientFunds' }),
    );
  });

  it('treats an empty fee as none and trims the note', () => {
    expect(validateTransfer(input({ fee: null, note: '  cash-in  ' }), { from: bpi, to: gcash })).toEqual({
      ok: true,
      value: {
        fromAccountId: 'bpi',
        toAccountId: 'gcash',
        amount: toCentavos(1000),
        fee: ZERO_CENTAVOS,
        received: toCentavos(1000),
        note: 'cash-in',
      },
    });
  });

  it('refuses a destination pushed past the balance limit', () => {
    const full = { ...gcash, balance: toCentavos(9_999_999_500) };
    expect(validateTransfer(input(), { from: bpi, to: full })).toEqual(
      expect.objectContaining({ ok: false, field: 'amount', reason: 'balanceLimit' }),
    );
  });

  it('accepts accounts of the same explicit currency', () => {
    const result = validateTransfer(input(), {
      from: { ...bpi, currency: 'USD' },
      to: { ...gcash, currency: 'USD' },
      currency: 'PHP',
    });
    expect(result.ok).toBe(true);
  });
});

describe('a padala: a transfer between accounts of two currencies', () => {
  // An OFW's dirham account in Dubai and the family's GCash in pesos; yen and dinars for the units.
  const dubai: TransferAccount = { id: 'enbd', name: 'Emirates NBD', balance: minor(5000_00), currency: 'AED' };
  const padala = (over: Partial<TransferInput> = {}) =>
    input({ fromAccountId: 'enbd', amount: minor(1000_00), fee: minor(15_00), received: toCentavos(15_250), ...over });

  it('books what was sent and its fee in dirhams, what was received in pesos', () => {
    expect(validateTransfer(padala(), { from: dubai, to: gcash, currency: 'PHP' })).toEqual({
      ok: true,
      value: {
        fromAccountId: 'enbd',
        toAccountId: 'gcash',
        amount: minor(1000_00),
        fee: minor(15_00),
        received: toCentavos(15_250),
        currencies: { from: 'AED', to: 'PHP' },
        note: '',
      },
    });
  });

  it.each<[string, Partial<TransferInput>, TransferAccount, TransferAccount, string, string]>([
    ['no amount received', { received: null }, dubai, gcash, 'received', 'Enter the amount GCash receives, in PHP'],
    [
      'an amount received within one currency',
      { fromAccountId: 'bpi', received: toCentavos(1000) },
      bpi,
      gcash,
      'received',
      'Both accounts are in PHP: the amount received is the amount sent',
    ],
    [
      'a source leg in another currency than its account',
      { fromCurrency: 'SAR' },
      dubai,
      gcash,
      'fromAccountId',
      'Emirates NBD is in AED, not SAR. Check the accounts and try again.',
    ],
    [
      'a destination leg in another currency than its account',
      { toCurrency: 'AED' },
      dubai,
      gcash,
      'toAccountId',
      'GCash is in PHP, not AED. Check the accounts and try again.',
    ],
    [
      'a fraction of a yen',
      { amount: minor(1500.5) },
      { ...dubai, currency: 'JPY', balance: minor(100_000) },
      gcash,
      'amount',
      'JPY amounts have no decimals',
    ],
    [
      'a fraction of a fils received',
      { received: minor(12_345.5) },
      dubai,
      { ...gcash, currency: 'KWD' },
      'received',
      'KWD amounts have at most 3 decimals',
    ],
    [
      'an amount received of zero',
      { received: ZERO_CENTAVOS },
      dubai,
      gcash,
      'received',
      'Please enter a valid amount',
    ],
    [
      'an amount received over the limit',
      { received: toCentavos(10_000_000_000) },
      dubai,
      gcash,
      'received',
      'Amount cannot exceed ₱9,999,999,999.99',
    ],
    [
      'more dirhams than the account holds',
      { amount: minor(4990_00) },
      dubai,
      gcash,
      'amount',
      'Insufficient funds in Emirates NBD. Available balance: AED 5,000.00',
    ],
  ])('refuses %s', (_case, over, from, to, field, message) => {
    expect(validateTransfer(padala(over), { from, to, currency: 'PHP' })).toEqual(
      expect.objectContaining({ ok: false, field, message }),
    );
  });

  it('books the in part in pesos, and every part names the other leg', () => {
    const checked = validateTransfer(padala(), { from: dubai, to: gcash, currency: 'PHP' });
    if (!checked.ok) throw new Error(checked.message);
    const parts = transferParts('p1', checked.value, dubai, gcash);
    expect(parts.map((p) => [p.role, p.accountId, p.amount, p.link.counter])).toEqual([
      ['out', 'enbd', minor(1000_00), { amount: toCentavos(15_250), currency: 'PHP' }],
      ['in', 'gcash', toCentavos(15_250), { amount: minor(1000_00), currency: 'AED' }],
      ['fee', 'enbd', minor(15_00), { amount: toCentavos(15_250), currency: 'PHP' }],
    ]);
    expect(transferValueEffects(checked.value)).toEqual({ enbd: -101500, gcash: 1525000 });
    const date = new Date('2026-11-20T02:00:00Z');
    const stored = parts.map((p) => ({ ...p, id: `p1-${p.role}`, accountName: '', date, transfer: p.link }));
    expect(transferFromParts(stored)).toEqual({ ...checked.value, date });
  });
});

describe('transfer parts', () => {
  const valid = BPI_TO_GCASH;

  it('books out, in and fee, linked to one transfer, netting to minus the fee', () => {
    const parts = transferParts('t1', valid, bpi, gcash);
    expect(parts.map((p) => [p.role, p.type, p.accountId, p.amount, p.category, p.description])).toEqual([
      ['out', 'expense', 'bpi', toCentavos(1000), 'Transfer', 'Transfer to GCash'],
      ['in', 'income', 'gcash', toCentavos(1000), 'Transfer', 'Transfer from BPI Savings'],
      ['fee', 'expense', 'bpi', toCentavos(15), 'Fees', 'Transfer fee (to GCash)'],
    ]);
    expect(parts.every((p) => p.link.id === 't1' && p.link.role === p.role)).toBe(true);
    expect(transferEffects(parts)).toEqual({ bpi: -101500, gcash: 100000 });
  });

  it('books no fee document for a zero fee, and uses the note as the description', () => {
    const parts = transferParts('t1', { ...valid, fee: ZERO_CENTAVOS, note: 'Allowance' }, bpi, gcash);
    expect(parts.map((p) => [p.role, p.description])).toEqual([
      ['out', 'Allowance'],
      ['in', 'Allowance'],
    ]);
  });

  it('reads a stored transfer back into the form values', () => {
    const date = new Date('2026-11-20T02:00:00Z');
    const stored: Transaction[] = transferParts('t1', { ...valid, note: 'Allowance' }, bpi, gcash).map((p) => ({
      id: `t1-${p.role}`,
      type: p.type,
      amount: p.amount,
      description: p.description,
      category: p.category,
      accountId: p.accountId,
      accountName: p.accountId === 'bpi' ? 'BPI Savings' : 'GCash',
      date,
      transfer: p.link,
    }));
    expect(transferFromParts(stored)).toEqual({ ...valid, note: 'Allowance', date });
    expect(transferFromParts(stored.filter((p) => p.transfer?.role !== 'in'))).toBeNull();
  });

  it('titles each part by the other account; the note is what differs from the title', () => {
    expect(transferTitle({ role: 'out', accountName: 'BPI Savings' })).toBe('Transfer to BPI Savings');
    expect(transferTitle({ role: 'in', accountName: 'GCash' })).toBe('Transfer from GCash');
    const link = { id: 't1', role: 'in', accountId: 'bpi', accountName: 'BPI' } as const;
    expect(transferNote({ description: 'Transfer from BPI', transfer: link })).toBe('');
    expect(transferNote({ description: 'Rent share', transfer: link })).toBe('Rent share');
  });
});

describe('an edit sees the balances as if the original transfer were reverted', () => {
  it('gives the source back amount + fee and takes the amount off the destination', () => {
    const original = {
      fromAccountId: 'bpi',
      toAccountId: 'gcash',
      amount: toCentavos(1000),
      fee: toCentavos(15),
      received: toCentavos(1000),
    };
    expect(transferValueEffects(original)).toEqual({ bpi: -101500, gcash: 100000 });
    const stored = [
      { ...bpi, balance: toCentavos(3985) },
      { ...gcash, balance: toCentavos(1200) },
      { id: 'maya', name: 'Maya', balance: toCentavos(7) },
    ];
    expect(balancesWithout(stored, transferValueEffects(original)).map((a) => a.balance)).toEqual(
      [5000, 200, 7].map(toCentavos),
    );
  });
});

describe('reverting and editing a part', () => {
  const parts = transferParts('t1', BPI_TO_GCASH, bpi, gcash);

  it('reverts while every account can give back what the transfer moved', () => {
    expect(
      validateTransferRevert(parts, [
        { ...bpi, balance: toCentavos(0) },
        { ...gcash, balance: toCentavos(1000) },
      ]),
    ).toEqual({
      ok: true,
      value: undefined,
    });
    // A deleted account has nothing to give back.
    expect(validateTransferRevert(parts, [bpi]).ok).toBe(true);
  });

  it('refuses a revert once the destination spent the money', () => {
    expect(validateTransferRevert(parts, [bpi, { ...gcash, balance: toCentavos(999.99) }])).toEqual({
      ok: false,
      field: 'transaction',
      message: 'Cannot revert this transaction: it would result in a negative balance',
      ref: expect.anything(),
      reason: 'insufficientFunds',
    });
  });

  it('never edits a part alone', () => {
    expect(validateTransactionIsNotTransferPart({ transfer: parts[1].link })).toEqual({
      ok: false,
      field: 'transaction',
      message: 'This transaction is part of a transfer. Edit the transfer instead.',
      ref: expect.anything(),
    });
    expect(validateTransactionIsNotTransferPart({}).ok).toBe(true);
  });
});
