import {
  accountInUseMessage,
  deleteAccountNotice,
  linkedRevertNotice,
  sourceRowLabel,
  sourceShortText,
} from './errors/messages';
import {
  changedLinkedField,
  changesLinkedFields,
  paidRowsFromAccount,
  validateLinkedRevert,
  validateLockedEdit,
} from './links';
import { NOT_AN_AMOUNT, toCentavos } from './money';

const week3 = { kind: 'paluwagan-week' as const, index: 3 };
const payout2 = { kind: 'paluwagan-payout' as const, index: 2 };
const debt0 = { kind: 'debt-payment' as const, index: 0 };
/** 30 November 2026 in Manila: 20,787 days after 1 January 1970. */
const occurrence = { kind: 'recurring' as const, index: 20_787 };

describe('labels', () => {
  it.each([
    [week3, 'week 3 of Office', 'Paluwagan: Office, week 3', 'This also marks week 3 of Office as unpaid.'],
    [
      payout2,
      'the payout of number 2 of Office',
      'Paluwagan: Office, payout of number 2',
      'This also marks the payout of number 2 of Office as unreceived.',
    ],
    [debt0, 'payment 1 of Office', 'Debt: Office, payment 1', 'This also marks payment 1 of Office as unpaid.'],
    [
      occurrence,
      'the Nov 30, 2026 occurrence of Office',
      'Recurring: Office, Nov 30, 2026',
      'This also marks the Nov 30, 2026 occurrence of Office as unpaid.',
    ],
  ])('%p', (source, label, short, notice) => {
    expect(sourceRowLabel(source, 'Office')).toBe(label);
    expect(sourceShortText(source, 'Office')).toBe(short);
    expect(linkedRevertNotice(source, 'Office')).toBe(notice);
  });

  it('account in use: one row or several', () => {
    expect(accountInUseMessage('GCash', 'week 3 of Office', 1)).toBe(
      'Cannot delete GCash: week 3 of Office is still marked as paid from it. Unmark it first.',
    );
    expect(accountInUseMessage('GCash', 'week 3 of Office', 3)).toBe(
      'Cannot delete GCash: week 3 of Office and 2 other payment(s) are still marked as paid from it. Unmark them first.',
    );
  });

  it('delete account notice mentions a non-zero balance only', () => {
    expect(deleteAccountNotice('Cash', toCentavos(0))).toBe(
      'Delete Cash? Its transactions stay in your history under its name; their amounts and account can no longer be changed.',
    );
    expect(deleteAccountNotice('Cash', toCentavos(1234.5), 'USD')).toContain(
      'Its balance of $1,234.50 will no longer count in your Total Balance.',
    );
  });
});

describe('validateLinkedRevert', () => {
  const row = { label: 'week 3 of Office', current: true };
  const passes = { ok: true, value: undefined };
  it('ordinary transactions and those of a deleted paluwagan or debt revert as usual', () => {
    expect(validateLinkedRevert(undefined, null)).toEqual(passes);
    expect(validateLinkedRevert({ reversal: false }, null)).toEqual(passes);
  });
  it('the current payment reverts; a reversal or a superseded payment does not', () => {
    expect(validateLinkedRevert({ reversal: false }, row)).toEqual(passes);
    expect(validateLinkedRevert({ reversal: true }, row)).toEqual({
      ok: false,
      field: 'transaction',
      ref: expect.anything(),
      message:
        'This transaction reverses week 3 of Office and cannot be reverted on its own. Mark that payment again instead.',
    });
    expect(validateLinkedRevert({ reversal: false }, { ...row, current: false })).toEqual({
      ok: false,
      field: 'transaction',
      ref: expect.anything(),
      message:
        'This payment for week 3 of Office was already reversed. Reverting it as well would count the money twice.',
    });
  });
});

describe('validateLockedEdit', () => {
  const original = { type: 'expense' as const, amount: toCentavos(500), category: 'Paluwagan', accountId: 'a' };
  const row = { label: 'week 3 of Office', current: true };
  const passes = { ok: true, value: undefined };

  it('words and dates are always editable', () => {
    expect(changesLinkedFields(original, { ...original, amount: toCentavos(500.0) })).toBe(false);
    expect(changedLinkedField(original, { ...original, amount: toCentavos(500.0) })).toBeNull();
    expect(validateLockedEdit(original, { ...original }, { row, accountDeleted: false })).toEqual(passes);
  });

  it.each([
    [{ amount: toCentavos(499.99) }, 'amount'],
    [{ amount: null }, 'amount'],
    [{ amount: NOT_AN_AMOUNT }, 'amount'],
    [{ type: 'income' as const }, 'type'],
    [{ category: 'Food' }, 'category'],
    [{ accountId: 'b' }, 'accountId'],
    [{ accountId: 'b', category: 'Food', amount: toCentavos(1) }, 'amount'],
  ])('refuses %p on a linked transaction or one whose account is gone (field %p)', (change, field) => {
    const next = { ...original, ...change };
    expect(validateLockedEdit(original, next, { row, accountDeleted: false })).toEqual({
      ok: false,
      field,
      ref: expect.anything(),
      message:
        'This transaction belongs to week 3 of Office. Change its amount, type, category or account there; here you can edit its description, date and time.',
    });
    expect(validateLockedEdit(original, next, { row: null, accountDeleted: true })).toEqual({
      ok: false,
      field,
      ref: expect.anything(),
      message: 'The account of this transaction was deleted. You can still change its description, date and time.',
    });
    expect(validateLockedEdit(original, next, { row: null, accountDeleted: false })).toEqual(passes);
  });
});

describe('paidRowsFromAccount', () => {
  const day = new Date('2026-03-01T00:00:00+08:00');
  it('lists paid weeks, received payouts, paid debt entries and paid occurrences of that account only', () => {
    const paluwagan = {
      name: 'Office',
      weeklyPayments: [
        { weekNumber: 1, dueDate: day, isPaid: true, amount: toCentavos(5), accountId: 'a' },
        { weekNumber: 2, dueDate: day, isPaid: true, amount: toCentavos(5), accountId: 'b' },
        { weekNumber: 3, dueDate: day, isPaid: false, amount: toCentavos(5) },
      ],
      numbers: [{ number: 2, payoutDate: day, isPaid: true, isOwner: true, ownerName: 'Me', accountId: 'a' }],
    };
    const debt = {
      name: 'Loan',
      paymentSchedule: [
        { dueDate: day, amount: toCentavos(1), isPaid: true, accountId: 'a' },
        { dueDate: day, amount: toCentavos(1), isPaid: true },
      ],
    };
    const bill = {
      name: 'Meralco',
      occurrences: {
        '2026-11-30': { status: 'paid' as const, amount: toCentavos(2500), accountId: 'a', transactionId: 't' },
        '2026-12-31': { status: 'skipped' as const },
        '2027-01-31': { status: 'paid' as const, amount: toCentavos(2500), accountId: 'b', transactionId: 'u' },
      },
    };
    expect(paidRowsFromAccount('a', [paluwagan], [debt], [bill])).toEqual([
      'week 1 of Office',
      'the payout of number 2 of Office',
      'payment 1 of Loan',
      'the Nov 30, 2026 occurrence of Meralco',
    ]);
    expect(paidRowsFromAccount('c', [paluwagan], [debt], [bill])).toEqual([]);
  });
});
