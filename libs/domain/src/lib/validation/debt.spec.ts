import type { Debt, DebtType } from '../model';
import { validateDebtCreate, validateDebtEdit, validateDebtMark, validateDebtUnmark } from './debt';
import type { DebtFormInput } from './debt';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

const single: DebtFormInput = {
  type: 'owe',
  name: 'Laptop',
  counterpartyName: 'Ate Joy',
  totalAmount: 30000,
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
  it.each<[string, DebtFormInput, string | null]>([
    ['single', single, null],
    ['multiple', multiple, null],
    ['weekly with 2 payments', { ...multiple, count: 2, frequency: 'weekly' }, null],
    ['blank name', { ...single, name: ' ' }, 'Debt name is required'],
    ['blank lender', { ...single, counterpartyName: '' }, 'Lender name is required'],
    ['blank borrower', { ...single, type: 'owed', counterpartyName: '' }, 'Borrower name is required'],
    ['zero total', { ...single, totalAmount: 0 }, 'Please enter a valid total amount'],
    ['negative total', { ...single, totalAmount: -10 }, 'Please enter a valid total amount'],
    ['missing total', { ...single, totalAmount: null }, 'Please enter a valid total amount'],
    ['single without due date', { ...single, dueDate: null }, 'Please enter a due date'],
    ['multiple without start date', { ...multiple, startDate: null }, 'Please enter valid multiple payment details'],
    ['multiple with 1 payment', { ...multiple, count: 1 }, 'Please enter valid multiple payment details'],
    ['multiple with 0 payments', { ...multiple, count: 0 }, 'Please enter valid multiple payment details'],
    ['multiple with 2.5 payments', { ...multiple, count: 2.5 }, 'Please enter valid multiple payment details'],
    ['multiple without count', { ...multiple, count: null }, 'Please enter valid multiple payment details'],
    [
      'unknown frequency',
      { ...multiple, frequency: 'daily' as DebtFormInput['frequency'] },
      'Please enter valid multiple payment details',
    ],
  ])('%s', (_label, input, expected) => {
    expect(validateDebtCreate(input)).toBe(expected);
  });
});

describe('validateDebtEdit', () => {
  it.each<[string, DebtFormInput, boolean, string | null]>([
    ['single', single, false, null],
    ['blank name', { ...single, name: '' }, false, 'Debt name is required'],
    ['blank counterparty', { ...multiple, type: 'owed', counterpartyName: ' ' }, false, 'Borrower name is required'],
    ['zero total', { ...single, totalAmount: 0 }, false, 'Total amount must be greater than zero'],
    ['single without due date', { ...single, dueDate: null }, false, 'Please enter a due date'],
    ['multiple with 1 payment', { ...multiple, count: 1 }, false, 'Please enter valid multiple payment details'],
    ['locked: amount and schedule are not checked', { ...multiple, totalAmount: 0, count: 0 }, true, null],
    ['locked: name still required', { ...single, name: '' }, true, 'Debt name is required'],
  ])('%s', (_label, input, locked, expected) => {
    expect(validateDebtEdit(input, { locked })).toBe(expected);
  });

  it.each<[string, boolean, DebtFormInput['type'], string | null]>([
    [
      'locked: the type cannot change',
      true,
      'owed',
      'The debt type cannot change while payments are marked. Unmark them first.',
    ],
    ['locked: the same type is fine', true, 'owe', null],
    ['unlocked: the type may change', false, 'owed', null],
  ])('%s', (_label, locked, originalType, expected) => {
    expect(validateDebtEdit({ ...single, type: 'owe' }, { locked, originalType })).toBe(expected);
  });
});

const debt = (type: DebtType, schedule: [number, boolean, string?][]): Pick<Debt, 'type' | 'paymentSchedule'> => ({
  type,
  paymentSchedule: schedule.map(([amount, isPaid, accountId], i) => ({
    dueDate: d(2026, 1 + i, 1),
    amount,
    isPaid,
    ...(accountId ? { accountId } : {}),
  })),
});
const accounts = [
  { id: 'g', name: 'GCash', balance: 500 },
  { id: 'b', name: 'BDO', balance: 100 },
];

describe('validateDebtMark', () => {
  const owe = debt('owe', [
    [300, false],
    [200, false],
    [100, true],
  ]);
  const owed = debt('owed', [
    [300, false],
    [200, false],
  ]);
  it.each<
    [string, Pick<Debt, 'type' | 'paymentSchedule'>, number[], Parameters<typeof validateDebtMark>[2], string | null]
  >([
    ['owe, from GCash up to its balance', owe, [0, 1], { kind: 'account', accountId: 'g' }, null],
    [
      'owe, BDO too small',
      owe,
      [0],
      { kind: 'account', accountId: 'b' },
      'Insufficient funds in BDO. Available: ₱100.00',
    ],
    ['owed into a small account is fine', owed, [0, 1], { kind: 'account', accountId: 'b' }, null],
    ['mark only', owe, [0, 1], { kind: 'markOnly' }, null],
    ['already paid', owe, [2], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['unknown position', owe, [5], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['nothing selected', owe, [], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['no account chosen', owe, [0], { kind: 'account', accountId: '' }, 'Please select an account'],
    ['account gone', owe, [0], { kind: 'account', accountId: 'x' }, 'Selected account not found'],
  ])('%s', (_label, x, indexes, source, expected) => {
    expect(validateDebtMark(x, indexes, source, accounts)).toBe(expected);
  });
});

describe('validateDebtUnmark', () => {
  it.each<[string, Pick<Debt, 'type' | 'paymentSchedule'>, number[], string | null]>([
    ['owe: reversal is an income, no funds needed', debt('owe', [[1000, true, 'b']]), [0], null],
    [
      'owed: GCash covers both reversals',
      debt('owed', [
        [300, true, 'g'],
        [200, true, 'g'],
      ]),
      [0, 1],
      null,
    ],
    [
      'owed: the second reversal no longer fits',
      debt('owed', [
        [300, true, 'g'],
        [250, true, 'g'],
      ]),
      [1, 0],
      'Insufficient funds in GCash to reverse payment 2. Available: ₱200.00',
    ],
    [
      'owed: first reversal too big',
      debt('owed', [[100.01, true, 'b']]),
      [0],
      'Insufficient funds in BDO to reverse payment 1. Available: ₱100.00',
    ],
    ['marked only: nothing to reverse', debt('owed', [[9999, true]]), [0], null],
    [
      'account deleted',
      debt('owe', [
        [10, true],
        [10, true, 'gone'],
      ]),
      [0, 1],
      'Account not found for payment 2',
    ],
    ['not paid', debt('owe', [[10, false]]), [0], 'Some payments not found or already unpaid'],
    ['unknown position', debt('owe', [[10, true]]), [3], 'Some payments not found or already unpaid'],
    ['nothing selected', debt('owe', [[10, true]]), [], 'Some payments not found or already unpaid'],
  ])('%s', (_label, x, indexes, expected) => {
    expect(validateDebtUnmark(x, indexes, accounts)).toBe(expected);
  });
});

describe('limits (issue 7)', () => {
  const MAX = 9_999_999_999.99;
  const tooSmall = 'Each payment must be at least ₱0.01: lower the number of payments';
  const overflow = 'This would make the balance of Vault exceed ₱9,999,999,999.99';

  it.each<[string, DebtFormInput, string | null]>([
    ['total at the maximum', { ...single, totalAmount: MAX }, null],
    [
      'total one centavo above the maximum',
      { ...single, totalAmount: 10_000_000_000 },
      'Total amount cannot exceed ₱9,999,999,999.99',
    ],
    ['total 1e14', { ...multiple, totalAmount: 1e14 }, 'Total amount cannot exceed ₱9,999,999,999.99'],
    ['360 payments', { ...multiple, count: 360 }, null],
    ['361 payments', { ...multiple, count: 361 }, 'Number of payments cannot exceed 360'],
    ['₱0.05 in 6 payments', { ...multiple, totalAmount: 0.05, count: 6 }, tooSmall],
    ['₱0.06 in 6 payments', { ...multiple, totalAmount: 0.06, count: 6 }, null],
    ['₱0.05 in 5 payments', { ...multiple, totalAmount: 0.05, count: 5 }, null],
    ['₱0.05 single payment', { ...single, totalAmount: 0.05 }, null],
    ['name of 200 characters', { ...single, name: 'n'.repeat(200) }, null],
    ['name of 201 characters', { ...single, name: 'n'.repeat(201) }, 'Debt name must be 200 characters or fewer'],
    [
      'lender of 201 characters',
      { ...single, counterpartyName: 'c'.repeat(201) },
      'Lender name must be 200 characters or fewer',
    ],
    [
      'borrower of 201 characters',
      { ...single, type: 'owed', counterpartyName: 'c'.repeat(201) },
      'Borrower name must be 200 characters or fewer',
    ],
  ])('create: %s', (_label, input, expected) => {
    expect(validateDebtCreate(input)).toBe(expected);
  });

  it.each<[string, DebtFormInput, boolean, string | null]>([
    [
      'total above the maximum',
      { ...single, totalAmount: 10_000_000_000 },
      false,
      'Total amount cannot exceed ₱9,999,999,999.99',
    ],
    ['361 payments', { ...multiple, count: 361 }, false, 'Number of payments cannot exceed 360'],
    ['₱0.05 in 6 payments', { ...multiple, totalAmount: 0.05, count: 6 }, false, tooSmall],
    [
      'locked: the name length still counts',
      { ...single, name: 'n'.repeat(201) },
      true,
      'Debt name must be 200 characters or fewer',
    ],
  ])('edit: %s', (_label, input, locked, expected) => {
    expect(validateDebtEdit(input, { locked })).toBe(expected);
  });

  it.each<[string, DebtType, number, string | null]>([
    ['owed: received money up to the maximum', 'owed', MAX - 500, null],
    ['owed: received money past the maximum', 'owed', MAX - 499.99, overflow],
    ['owe: a payment only lowers the balance', 'owe', MAX, null],
  ])('mark: %s', (_label, type, balance, expected) => {
    const vault = [{ id: 'v', name: 'Vault', balance }];
    expect(
      validateDebtMark(
        debt(type, [
          [300, false],
          [200, false],
        ]),
        [0, 1],
        { kind: 'account', accountId: 'v' },
        vault,
      ),
    ).toBe(expected);
  });

  it.each<[string, number, string | null]>([
    ['owe: both reversals up to the maximum', MAX - 500, null],
    ['owe: the reversals together pass the maximum', MAX - 499.99, overflow],
  ])('unmark: %s', (_label, balance, expected) => {
    const vault = [{ id: 'v', name: 'Vault', balance }];
    expect(
      validateDebtUnmark(
        debt('owe', [
          [300, true, 'v'],
          [200, true, 'v'],
        ]),
        [0, 1],
        vault,
      ),
    ).toBe(expected);
  });
});
