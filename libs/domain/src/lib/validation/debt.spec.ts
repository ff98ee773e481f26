import { validateDebtCreate, validateDebtEdit } from './debt';
import type { DebtFormInput } from './debt';
import { MAX_AMOUNT } from '../constants';
import { NOT_AN_AMOUNT, centavos, toCentavos } from '../money';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

type Failure = { ok: false; field: string; message: string };
/** A refusal at `field` saying `message` (and its reference for the screens, where its group has one). */
const fail = (field: string, message: string): Failure => expect.objectContaining({ ok: false, field, message });
const passed = { ok: true, value: expect.anything() };
const badStart = fail('startDate', 'Please enter valid multiple payment details');
const badCount = fail('count', 'Please enter valid multiple payment details');
const totalTooLarge = fail('totalAmount', 'Total amount cannot exceed ₱9,999,999,999.99');

const single: DebtFormInput = {
  type: 'owe',
  name: 'Laptop',
  counterpartyName: 'Ate Joy',
  totalAmount: toCentavos(30000),
  paymentType: 'single',
  dueDate: d(2026, 6, 1),
};
const multiple: DebtFormInput = {
  ...single,
  paymentType: 'multiple',
  dueDate: null,
  startDate: d(2026, 1, 31),
  count: 3,
  frequency: 'monthly',
};

describe('validateDebtCreate', () => {
  it.each<[string, DebtFormInput, Failure | null]>([
    ['single', single, null],
    ['multiple', multiple, null],
    ['weekly with 2 payments', { ...multiple, count: 2, frequency: 'weekly' }, null],
    ['blank name', { ...single, name: ' ' }, fail('name', 'Debt name is required')],
    ['blank lender', { ...single, counterpartyName: '' }, fail('counterpartyName', 'Lender name is required')],
    [
      'blank borrower',
      { ...single, type: 'owed', counterpartyName: '' },
      fail('counterpartyName', 'Borrower name is required'),
    ],
    ['zero total', { ...single, totalAmount: toCentavos(0) }, fail('totalAmount', 'Please enter a valid total amount')],
    [
      'negative total',
      { ...single, totalAmount: toCentavos(-10) },
      fail('totalAmount', 'Please enter a valid total amount'),
    ],
    ['missing total', { ...single, totalAmount: null }, fail('totalAmount', 'Please enter a valid total amount')],
    [
      'unreadable total',
      { ...single, totalAmount: NOT_AN_AMOUNT },
      fail('totalAmount', 'Please enter a valid total amount'),
    ],
    ['single without due date', { ...single, dueDate: null }, fail('dueDate', 'Please enter a due date')],
    ['multiple without start date', { ...multiple, startDate: null }, badStart],
    ['multiple with 1 payment', { ...multiple, count: 1 }, badCount],
    ['multiple with 0 payments', { ...multiple, count: 0 }, badCount],
    ['multiple with 2.5 payments', { ...multiple, count: 2.5 }, badCount],
    ['multiple without count', { ...multiple, count: null }, badCount],
    ['unknown frequency', { ...multiple, frequency: 'daily' as DebtFormInput['frequency'] }, badCount],
  ])('%s', (_label, input, expected) => {
    expect(validateDebtCreate(input)).toEqual(expected ?? passed);
  });
});

describe('the value that passed', () => {
  it('single: the names trimmed, the total a number and the due date a Date', () => {
    expect(validateDebtCreate({ ...single, name: ' Laptop ', counterpartyName: ' Ate Joy ' })).toEqual({
      ok: true,
      value: single,
    });
  });

  it('multiple: the start date, count and frequency (monthly when none is given)', () => {
    expect(validateDebtCreate({ ...multiple, frequency: undefined })).toEqual({
      ok: true,
      value: {
        type: 'owe',
        name: 'Laptop',
        counterpartyName: 'Ate Joy',
        totalAmount: toCentavos(30000),
        paymentType: 'multiple',
        startDate: d(2026, 1, 31),
        count: 3,
        frequency: 'monthly',
      },
    });
  });

  it('one text for the start date and the count: on the start date while it is missing', () => {
    expect(validateDebtCreate({ ...multiple, startDate: null, count: 1 })).toEqual(badStart);
    expect(validateDebtCreate({ ...multiple, count: null })).toEqual(badCount);
  });
});

describe('validateDebtEdit', () => {
  it.each<[string, DebtFormInput, boolean, Failure | null]>([
    ['single', single, false, null],
    ['blank name', { ...single, name: '' }, false, fail('name', 'Debt name is required')],
    [
      'blank counterparty',
      { ...multiple, type: 'owed', counterpartyName: ' ' },
      false,
      fail('counterpartyName', 'Borrower name is required'),
    ],
    [
      'zero total',
      { ...single, totalAmount: toCentavos(0) },
      false,
      fail('totalAmount', 'Total amount must be greater than zero'),
    ],
    ['single without due date', { ...single, dueDate: null }, false, fail('dueDate', 'Please enter a due date')],
    ['multiple with 1 payment', { ...multiple, count: 1 }, false, badCount],
    ['locked: amount and schedule are not checked', { ...multiple, totalAmount: toCentavos(0), count: 0 }, true, null],
    ['locked: name still required', { ...single, name: '' }, true, fail('name', 'Debt name is required')],
  ])('%s', (_label, input, locked, expected) => {
    expect(validateDebtEdit(input, { locked })).toEqual(expected ?? passed);
  });

  it.each<[string, boolean, DebtFormInput['type'], Failure | null]>([
    [
      'locked: the type cannot change',
      true,
      'owed',
      fail('type', 'The debt type cannot change while payments are marked. Unmark them first.'),
    ],
    ['locked: the same type is fine', true, 'owe', null],
    ['unlocked: the type may change', false, 'owed', null],
  ])('%s', (_label, locked, originalType, expected) => {
    expect(validateDebtEdit({ ...single, type: 'owe' }, { locked, originalType })).toEqual(expected ?? passed);
  });

  it('the value says whether only the names were checked', () => {
    expect(validateDebtEdit({ ...single, name: ' Laptop ', totalAmount: null }, { locked: true })).toEqual({
      ok: true,
      value: { type: 'owe', name: 'Laptop', counterpartyName: 'Ate Joy', locked: true },
    });
    expect(validateDebtEdit(single, { locked: false })).toEqual({ ok: true, value: { ...single, locked: false } });
  });
});

describe('limits (issue 7)', () => {
  const tooSmall = 'Each payment must be at least ₱0.01: lower the number of payments';

  it.each<[string, DebtFormInput, Failure | null]>([
    ['total at the maximum', { ...single, totalAmount: MAX_AMOUNT }, null],
    ['total one centavo above the maximum', { ...single, totalAmount: toCentavos(10_000_000_000) }, totalTooLarge],
    [
      'total ₱9,999,999,999,999.99 (the largest parseAmount reads)',
      { ...multiple, totalAmount: centavos(999_999_999_999_999) },
      totalTooLarge,
    ],
    ['360 payments', { ...multiple, count: 360 }, null],
    ['361 payments', { ...multiple, count: 361 }, fail('count', 'Number of payments cannot exceed 360')],
    ['₱0.05 in 6 payments', { ...multiple, totalAmount: toCentavos(0.05), count: 6 }, fail('count', tooSmall)],
    ['₱0.06 in 6 payments', { ...multiple, totalAmount: toCentavos(0.06), count: 6 }, null],
    ['₱0.05 in 5 payments', { ...multiple, totalAmount: toCentavos(0.05), count: 5 }, null],
    ['₱0.05 single payment', { ...single, totalAmount: toCentavos(0.05) }, null],
    ['name of 200 characters', { ...single, name: 'n'.repeat(200) }, null],
    [
      'name of 201 characters',
      { ...single, name: 'n'.repeat(201) },
      fail('name', 'Debt name must be 200 characters or fewer'),
    ],
    [
      'lender of 201 characters',
      { ...single, counterpartyName: 'c'.repeat(201) },
      fail('counterpartyName', 'Lender name must be 200 characters or fewer'),
    ],
    [
      'borrower of 201 characters',
      { ...single, type: 'owed', counterpartyName: 'c'.repeat(201) },
      fail('counterpartyName', 'Borrower name must be 200 characters or fewer'),
    ],
  ])('create: %s', (_label, input, expected) => {
    expect(validateDebtCreate(input)).toEqual(expected ?? passed);
  });

  it.each<[string, DebtFormInput, boolean, Failure | null]>([
    ['total above the maximum', { ...single, totalAmount: toCentavos(10_000_000_000) }, false, totalTooLarge],
    ['361 payments', { ...multiple, count: 361 }, false, fail('count', 'Number of payments cannot exceed 360')],
    ['₱0.05 in 6 payments', { ...multiple, totalAmount: toCentavos(0.05), count: 6 }, false, fail('count', tooSmall)],
    [
      'locked: the name length still counts',
      { ...single, name: 'n'.repeat(201) },
      true,
      fail('name', 'Debt name must be 200 characters or fewer'),
    ],
  ])('edit: %s', (_label, input, locked, expected) => {
    expect(validateDebtEdit(input, { locked })).toEqual(expected ?? passed);
  });
});
