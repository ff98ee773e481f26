import { validatePaluwaganForm } from './paluwagan';
import type { PaluwaganFormInput } from './paluwagan';
import { MAX_AMOUNT } from '../constants';
import { NOT_AN_AMOUNT, centavos, toCentavos } from '../money';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

type Failure = { ok: false; field: string; message: string };
/** A refusal at `field` saying `message` (and its reference for the screens, where its group has one). */
const fail = (field: string, message: string): Failure => expect.objectContaining({ ok: false, field, message });
const passed = { ok: true, value: expect.anything() };

describe('validatePaluwaganForm (create and edit)', () => {
  const valid: PaluwaganFormInput = {
    name: 'Office',
    organizer: 'Aling Nena',
    startDate: d(2026, 1, 5),
    totalNumbers: 10,
    amountPerNumber: toCentavos(500),
    selectedNumbers: [3],
  };

  it.each<[string, Partial<PaluwaganFormInput>, Failure | null]>([
    ['valid', {}, null],
    ['minimums', { totalNumbers: 1, amountPerNumber: toCentavos(1), selectedNumbers: [1] }, null],
    ['maximum numbers', { totalNumbers: 100, selectedNumbers: [100] }, null],
    ['blank name', { name: ' ' }, fail('name', 'Paluwagan name is required')],
    ['blank name first', { name: '', organizer: '', selectedNumbers: [] }, fail('name', 'Paluwagan name is required')],
    ['blank organizer', { organizer: '' }, fail('organizer', 'Organizer is required')],
    [
      'amount below 1',
      { amountPerNumber: toCentavos(0.99) },
      fail('amountPerNumber', 'Amount per number must be at least ₱1.00'),
    ],
    ['missing amount', { amountPerNumber: null }, fail('amountPerNumber', 'Amount per number must be at least ₱1.00')],
    [
      'unreadable amount',
      { amountPerNumber: NOT_AN_AMOUNT },
      fail('amountPerNumber', 'Amount per number must be at least ₱1.00'),
    ],
    ['zero numbers', { totalNumbers: 0 }, fail('totalNumbers', 'Total numbers must be between 1 and 100')],
    ['101 numbers', { totalNumbers: 101 }, fail('totalNumbers', 'Total numbers must be between 1 and 100')],
    ['fractional numbers', { totalNumbers: 2.5 }, fail('totalNumbers', 'Total numbers must be between 1 and 100')],
    ['missing numbers', { totalNumbers: null }, fail('totalNumbers', 'Total numbers must be between 1 and 100')],
    ['missing start date', { startDate: null }, fail('startDate', 'Start date is required')],
    ['invalid start date', { startDate: new Date(NaN) }, fail('startDate', 'Start date is required')],
    ['no number selected', { selectedNumbers: [] }, fail('selectedNumbers', 'Please select at least one number')],
    [
      'only numbers above the total',
      { totalNumbers: 5, selectedNumbers: [6, 9] },
      fail('selectedNumbers', 'Please select at least one number'),
    ],
  ])('%s', (_label, over, expected) => {
    expect(validatePaluwaganForm({ ...valid, ...over })).toEqual(expected ?? passed);
  });

  it.each<[Partial<PaluwaganFormInput>, Failure | null]>([
    [{ selectedNumbers: [], totalNumbers: 0 }, null],
    [{ name: '' }, fail('name', 'Paluwagan name is required')],
    [{ organizer: ' ' }, fail('organizer', 'Organizer is required')],
  ])('locked edit checks only name and organizer: %p -> %p', (over, expected) => {
    expect(validatePaluwaganForm({ ...valid, ...over }, { locked: true })).toEqual(expected ?? passed);
  });

  it('the value: texts trimmed, the schedule narrowed, numbers above the total dropped', () => {
    const input = {
      ...valid,
      name: ' Office ',
      organizer: ' Aling Nena ',
      totalNumbers: 5,
      selectedNumbers: [4, 9, 2],
    };
    expect(validatePaluwaganForm(input)).toEqual({
      ok: true,
      value: {
        name: 'Office',
        organizer: 'Aling Nena',
        description: '',
        amountPerNumber: toCentavos(500),
        totalNumbers: 5,
        startDate: d(2026, 1, 5),
        selectedNumbers: [2, 4],
        locked: false,
      },
    });
    expect(validatePaluwaganForm({ ...input, description: ' Weekly ', totalNumbers: null }, { locked: true })).toEqual({
      ok: true,
      value: { name: 'Office', organizer: 'Aling Nena', description: 'Weekly', locked: true },
    });
  });

  it('the payout above the maximum is shown on the amount per number', () => {
    expect(validatePaluwaganForm({ ...valid, amountPerNumber: toCentavos(200_000_000), totalNumbers: 100 })).toEqual(
      fail('amountPerNumber', 'Payout per number (amount × total numbers) cannot exceed ₱9,999,999,999.99'),
    );
  });
});

// 3 numbers at ₱500, owned 1 and 3: weekly ₱1,000 due Jan 11, 18, 25; payout ₱1,500.

describe('limits (issue 7)', () => {
  const valid: PaluwaganFormInput = {
    name: 'Office',
    organizer: 'Aling Nena',
    description: '',
    startDate: d(2026, 1, 5),
    totalNumbers: 10,
    amountPerNumber: toCentavos(500),
    selectedNumbers: [3],
  };
  const payoutMax = 'Payout per number (amount × total numbers) cannot exceed ₱9,999,999,999.99';

  it.each<[string, Partial<PaluwaganFormInput>, Failure | null]>([
    ['name of 200 characters', { name: 'n'.repeat(200) }, null],
    [
      'name of 201 characters',
      { name: 'n'.repeat(201) },
      fail('name', 'Paluwagan name must be 200 characters or fewer'),
    ],
    [
      'organizer of 201 characters',
      { organizer: 'o'.repeat(201) },
      fail('organizer', 'Organizer must be 200 characters or fewer'),
    ],
    ['description of 1000 characters', { description: 'd'.repeat(1000) }, null],
    [
      'description of 1001 characters',
      { description: 'd'.repeat(1001) },
      fail('description', 'Description must be 1000 characters or fewer'),
    ],
    [
      'amount per number at the maximum, one number',
      { amountPerNumber: MAX_AMOUNT, totalNumbers: 1, selectedNumbers: [1] },
      null,
    ],
    [
      'amount per number above the maximum',
      { amountPerNumber: toCentavos(10_000_000_000), totalNumbers: 1, selectedNumbers: [1] },
      fail('amountPerNumber', 'Amount per number cannot exceed ₱9,999,999,999.99'),
    ],
    [
      'amount per number ₱9,999,999,999,999.99 (the largest parseAmount reads)',
      { amountPerNumber: centavos(999_999_999_999_999) },
      fail('amountPerNumber', 'Amount per number cannot exceed ₱9,999,999,999.99'),
    ],
    [
      'payout exactly the maximum (3,333,333,333.33 × 3)',
      { amountPerNumber: toCentavos(3_333_333_333.33), totalNumbers: 3 },
      null,
    ],
    [
      'payout one centavo-step above (3,333,333,333.34 × 3)',
      { amountPerNumber: toCentavos(3_333_333_333.34), totalNumbers: 3 },
      fail('amountPerNumber', payoutMax),
    ],
    [
      'payout of 100 numbers at ₱100,000,000',
      { amountPerNumber: toCentavos(100_000_000), totalNumbers: 100, selectedNumbers: [1] },
      fail('amountPerNumber', payoutMax),
    ],
  ])('%s', (_label, over, expected) => {
    expect(validatePaluwaganForm({ ...valid, ...over })).toEqual(expected ?? passed);
  });

  it('a locked edit still checks the text lengths', () => {
    expect(validatePaluwaganForm({ ...valid, organizer: 'o'.repeat(201) }, { locked: true })).toEqual(
      fail('organizer', 'Organizer must be 200 characters or fewer'),
    );
    expect(validatePaluwaganForm({ ...valid, description: 'd'.repeat(1001) }, { locked: true })).toEqual(
      fail('description', 'Description must be 1000 characters or fewer'),
    );
  });
});
