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

const bpi: TransferAccount = { id: 'bpi', name: 'BPI Savings', balance: toCentavos(5000) };
const gcash: TransferAccount = { id: 'gcash', name: 'GCash', balance: toCentavos(200) };
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
    ['a fraction of a centavo', { amount: 0.5 as Centavos }, 'amount', 'Please enter a valid amount'],
    ['a fee with a fraction of a centavo', { fee: 1.5 as Centavos }, 'fee', 'Please enter a valid fee (0 or more)'],
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
      value: { fromAccountId: 'bpi', toAccountId: 'gcash', amount: toCentavos(1), fee: toCentavos(50), note: '' },
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

  it.each([
    ['USD to PHP', 'USD', 'PHP', 'BPI Savings is in USD, GCash is in PHP'],
    ['PHP to EUR (the user default)', undefined, 'EUR', 'BPI Savings is in PHP, GCash is in EUR'],
  ] as const)('refuses a transfer between currencies: %s', (_case, fromCurrency, toCurrency, detail) => {
    const result = validateTransfer(input(), {
      from: { ...bpi, currency: fromCurrency },
      to: { ...gcash, currency: toCurrency },
      currency: 'PHP',
    });
    expect(result).toEqual({
      ok: false,
      field: 'toAccountId',
      message: `Transfers between currencies are not supported yet: ${detail}.`,
      ref: expect.anything(),
      reason: 'currencyMismatch',
    });
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

describe('transfer parts', () => {
  const valid = { fromAccountId: 'bpi', toAccountId: 'gcash', amount: toCentavos(1000), fee: toCentavos(15), note: '' };

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
    const original = { fromAccountId: 'bpi', toAccountId: 'gcash', amount: toCentavos(1000), fee: toCentavos(15) };
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
  const parts = transferParts(
    't1',
    { fromAccountId: 'bpi', toAccountId: 'gcash', amount: toCentavos(1000), fee: toCentavos(15), note: '' },
    bpi,
    gcash,
  );

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
