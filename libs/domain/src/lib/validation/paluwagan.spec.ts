import type { Paluwagan } from '../model';
import { generatePaluwaganSchedule } from '../paluwagan-schedule';
import {
  validatePaluwaganForm,
  validatePayWeeks,
  validatePayoutReceive,
  validatePayoutUnreceive,
  validateUnpayWeeks,
} from './paluwagan';
import type { PaluwaganFormInput } from './paluwagan';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

describe('validatePaluwaganForm (create and edit)', () => {
  const valid: PaluwaganFormInput = {
    name: 'Office',
    organizer: 'Aling Nena',
    startDate: d(2026, 1, 5),
    totalNumbers: 10,
    amountPerNumber: 500,
    selectedNumbers: [3],
  };

  it.each<[string, Partial<PaluwaganFormInput>, string | null]>([
    ['valid', {}, null],
    ['minimums', { totalNumbers: 1, amountPerNumber: 1, selectedNumbers: [1] }, null],
    ['maximum numbers', { totalNumbers: 100, selectedNumbers: [100] }, null],
    ['blank name', { name: ' ' }, 'Paluwagan name is required'],
    ['blank name first', { name: '', organizer: '', selectedNumbers: [] }, 'Paluwagan name is required'],
    ['blank organizer', { organizer: '' }, 'Organizer is required'],
    ['amount below 1', { amountPerNumber: 0.99 }, 'Amount per number must be at least ₱1.00'],
    ['missing amount', { amountPerNumber: null }, 'Amount per number must be at least ₱1.00'],
    ['zero numbers', { totalNumbers: 0 }, 'Total numbers must be between 1 and 100'],
    ['101 numbers', { totalNumbers: 101 }, 'Total numbers must be between 1 and 100'],
    ['fractional numbers', { totalNumbers: 2.5 }, 'Total numbers must be between 1 and 100'],
    ['missing numbers', { totalNumbers: null }, 'Total numbers must be between 1 and 100'],
    ['missing start date', { startDate: null }, 'Start date is required'],
    ['invalid start date', { startDate: new Date(NaN) }, 'Start date is required'],
    ['no number selected', { selectedNumbers: [] }, 'Please select at least one number'],
    ['only numbers above the total', { totalNumbers: 5, selectedNumbers: [6, 9] }, 'Please select at least one number'],
  ])('%s', (_label, over, expected) => {
    expect(validatePaluwaganForm({ ...valid, ...over })).toBe(expected);
  });

  it.each<[Partial<PaluwaganFormInput>, string | null]>([
    [{ selectedNumbers: [], totalNumbers: 0 }, null],
    [{ name: '' }, 'Paluwagan name is required'],
    [{ organizer: ' ' }, 'Organizer is required'],
  ])('locked edit checks only name and organizer: %p -> %p', (over, expected) => {
    expect(validatePaluwaganForm({ ...valid, ...over }, { locked: true })).toBe(expected);
  });
});

// 3 numbers at ₱500, owned 1 and 3: weekly ₱1,000 due Jan 11, 18, 25; payout ₱1,500.
function make(over: { paidWeeks?: Record<number, string | true>; received?: Record<number, string> } = {}): Paluwagan {
  const s = generatePaluwaganSchedule({
    startDate: d(2026, 1, 5),
    totalNumbers: 3,
    amountPerNumber: 500,
    ownedNumbers: [1, 3],
  });
  const paid = over.paidWeeks ?? {};
  const received = over.received ?? {};
  return {
    id: 'p',
    name: 'Office',
    organizer: 'Nena',
    description: '',
    startDate: d(2026, 1, 5),
    totalNumbers: 3,
    amountPerNumber: 500,
    payoutPerNumber: s.payoutPerNumber,
    weeklyPayments: s.weeklyPayments.map((w) => {
      const mark = paid[w.weekNumber];
      if (!mark) return w;
      return mark === true ? { ...w, isPaid: true } : { ...w, isPaid: true, accountId: mark };
    }),
    numbers: s.numbers.map((n) => (received[n.number] ? { ...n, isPaid: true, accountId: received[n.number] } : n)),
  };
}

const accounts = [
  { id: 'g', name: 'GCash', balance: 2000 },
  { id: 'b', name: 'BDO', balance: 1200 },
];

describe('validatePayWeeks', () => {
  it.each<[string, Paluwagan, number[], Parameters<typeof validatePayWeeks>[2], string | null]>([
    ['two weeks from GCash (exactly the balance)', make(), [1, 2], { kind: 'account', accountId: 'g' }, null],
    ['mark as paid only', make(), [1, 2, 3], { kind: 'markOnly' }, null],
    ['nothing selected', make(), [], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['unknown week', make(), [4], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    [
      'already paid',
      make({ paidWeeks: { 1: true } }),
      [1, 2],
      { kind: 'account', accountId: 'g' },
      'Some payments not found or already paid',
    ],
    ['no account chosen', make(), [1], { kind: 'account', accountId: '' }, 'Please select an account'],
    ['account gone', make(), [1], { kind: 'account', accountId: 'x' }, 'Selected account not found'],
    [
      'BDO cannot cover two weeks',
      make(),
      [1, 2],
      { kind: 'account', accountId: 'b' },
      'Insufficient funds in BDO. Available balance: ₱1,200.00',
    ],
    ['duplicates count once', make(), [1, 1], { kind: 'account', accountId: 'b' }, null],
  ])('%s', (_label, p, weeks, source, expected) => {
    expect(validatePayWeeks(p, weeks, source, accounts)).toBe(expected);
  });
});

describe('validateUnpayWeeks', () => {
  it.each<[string, Paluwagan, number[], string | null]>([
    ['paid from an account', make({ paidWeeks: { 1: 'g' } }), [1], null],
    ['paid only', make({ paidWeeks: { 2: true } }), [2], null],
    ['not paid', make({ paidWeeks: { 1: 'g' } }), [1, 2], 'Some payments not found or already unpaid'],
    ['unknown week', make(), [9], 'Some payments not found or already unpaid'],
    ['nothing selected', make(), [], 'Some payments not found or already unpaid'],
    ['account deleted', make({ paidWeeks: { 1: 'g', 3: 'gone' } }), [1, 3], 'Account not found for week 3'],
  ])('%s', (_label, p, weeks, expected) => {
    expect(validateUnpayWeeks(p, weeks, accounts)).toBe(expected);
  });
});

describe('payouts', () => {
  it.each<[string, Paluwagan, number, string, Date, string | null]>([
    ['on the payout date', make(), 1, 'g', d(2026, 1, 11), null],
    ['after the payout date', make(), 3, 'b', d(2026, 2, 1), null],
    ['before the payout date', make(), 1, 'g', d(2026, 1, 10), 'Cannot mark as received before the payout date'],
    ['a number the user does not hold', make(), 2, 'g', d(2026, 2, 1), 'Number not found'],
    ['a number that does not exist', make(), 7, 'g', d(2026, 2, 1), 'Number not found'],
    [
      'already received',
      make({ received: { 1: 'g' } }),
      1,
      'g',
      d(2026, 2, 1),
      'This payout is already marked as received',
    ],
    ['no account chosen', make(), 1, '', d(2026, 2, 1), 'Please select an account'],
    ['account gone', make(), 1, 'x', d(2026, 2, 1), 'Selected account not found'],
  ])('receive: %s', (_label, p, number, accountId, today, expected) => {
    expect(validatePayoutReceive(p, number, accountId, accounts, today)).toBe(expected);
  });

  it.each<[string, Paluwagan, number, string | null]>([
    ['account still holds the payout', make({ received: { 1: 'g' } }), 1, null],
    ['account spent it', make({ received: { 1: 'b' } }), 1, 'Insufficient funds in BDO. Available balance: ₱1,200.00'],
    ['not received', make(), 1, 'This payout is not marked as received'],
    ['unknown number', make(), 5, 'Number not found'],
    ['account deleted', make({ received: { 3: 'gone' } }), 3, 'Account not found'],
  ])('unreceive: %s', (_label, p, number, expected) => {
    expect(validatePayoutUnreceive(p, number, accounts)).toBe(expected);
  });
});

describe('limits (issue 7)', () => {
  const MAX = 9_999_999_999.99;
  const valid: PaluwaganFormInput = {
    name: 'Office',
    organizer: 'Aling Nena',
    description: '',
    startDate: d(2026, 1, 5),
    totalNumbers: 10,
    amountPerNumber: 500,
    selectedNumbers: [3],
  };
  const payoutMax = 'Payout per number (amount × total numbers) cannot exceed ₱9,999,999,999.99';

  it.each<[string, Partial<PaluwaganFormInput>, string | null]>([
    ['name of 200 characters', { name: 'n'.repeat(200) }, null],
    ['name of 201 characters', { name: 'n'.repeat(201) }, 'Paluwagan name must be 200 characters or fewer'],
    ['organizer of 201 characters', { organizer: 'o'.repeat(201) }, 'Organizer must be 200 characters or fewer'],
    ['description of 1000 characters', { description: 'd'.repeat(1000) }, null],
    [
      'description of 1001 characters',
      { description: 'd'.repeat(1001) },
      'Description must be 1000 characters or fewer',
    ],
    [
      'amount per number at the maximum, one number',
      { amountPerNumber: MAX, totalNumbers: 1, selectedNumbers: [1] },
      null,
    ],
    [
      'amount per number above the maximum',
      { amountPerNumber: 10_000_000_000, totalNumbers: 1, selectedNumbers: [1] },
      'Amount per number cannot exceed ₱9,999,999,999.99',
    ],
    ['amount per number 1e14', { amountPerNumber: 1e14 }, 'Amount per number cannot exceed ₱9,999,999,999.99'],
    ['payout exactly the maximum (3,333,333,333.33 × 3)', { amountPerNumber: 3_333_333_333.33, totalNumbers: 3 }, null],
    [
      'payout one centavo-step above (3,333,333,333.34 × 3)',
      { amountPerNumber: 3_333_333_333.34, totalNumbers: 3 },
      payoutMax,
    ],
    [
      'payout of 100 numbers at ₱100,000,000',
      { amountPerNumber: 100_000_000, totalNumbers: 100, selectedNumbers: [1] },
      payoutMax,
    ],
  ])('%s', (_label, over, expected) => {
    expect(validatePaluwaganForm({ ...valid, ...over })).toBe(expected);
  });

  it('a locked edit still checks the text lengths', () => {
    expect(validatePaluwaganForm({ ...valid, organizer: 'o'.repeat(201) }, { locked: true })).toBe(
      'Organizer must be 200 characters or fewer',
    );
    expect(validatePaluwaganForm({ ...valid, description: 'd'.repeat(1001) }, { locked: true })).toBe(
      'Description must be 1000 characters or fewer',
    );
  });

  // make(): payout ₱1,500, weekly ₱1,000.
  it.each<[string, number, string | null]>([
    ['payout that lands exactly on the maximum', MAX - 1500, null],
    [
      'payout that would pass the maximum',
      MAX - 1499.99,
      'This would make the balance of Vault exceed ₱9,999,999,999.99',
    ],
  ])('receive: %s', (_label, balance, expected) => {
    const vault = [{ id: 'v', name: 'Vault', balance }];
    expect(validatePayoutReceive(make(), 1, 'v', vault, d(2026, 2, 1))).toBe(expected);
  });

  it.each<[string, number, number[], string | null]>([
    ['one reversal up to the maximum', MAX - 1000, [1], null],
    [
      'two reversals on one account pass the maximum',
      MAX - 1999.99,
      [1, 3],
      'This would make the balance of Vault exceed ₱9,999,999,999.99',
    ],
    ['two reversals exactly to the maximum', MAX - 2000, [1, 3], null],
  ])('unpay: %s', (_label, balance, weeks, expected) => {
    const vault = [{ id: 'v', name: 'Vault', balance }];
    expect(validateUnpayWeeks(make({ paidWeeks: { 1: 'v', 3: 'v' } }), weeks, vault)).toBe(expected);
  });
});
