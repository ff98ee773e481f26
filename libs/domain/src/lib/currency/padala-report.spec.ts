import type { Transaction } from '../model';
import { toCentavos, type Centavos } from '../money';
import { transferParts, type TransferAccount, type ValidTransfer } from '../transfers';
import { padalaReport } from './padala-report';

// Every date an absolute instant: the months are Manila's whatever the zone.
const at = (iso: string) => new Date(iso);
const minor = (units: number) => units as Centavos;
const dubai: TransferAccount = { id: 'ae', name: 'Emirates NBD', balance: minor(0), currency: 'AED' };
const tokyo: TransferAccount = { id: 'jp', name: 'Tokyo', balance: minor(0), currency: 'JPY' };
const gcash: TransferAccount = { id: 'gc', name: 'GCash', balance: minor(0) };
const kuwait: TransferAccount = { id: 'kw', name: 'Kuwait', balance: minor(0), currency: 'KWD' };

/** A padala's (or a transfer's) parts as the ledger stores them. */
function booked(id: string, from: TransferAccount, to: TransferAccount, v: Partial<ValidTransfer>, date: Date) {
  const valid: ValidTransfer = {
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: minor(0),
    fee: minor(0),
    received: minor(0),
    note: '',
    ...(from.currency !== to.currency
      ? { currencies: { from: from.currency ?? 'PHP', to: to.currency ?? 'PHP' } }
      : {}),
    ...v,
  };
  return transferParts(id, valid, from, to).map((p): Transaction => ({
    id: `${id}-${p.role}`,
    type: p.type,
    amount: p.amount,
    description: p.description,
    category: p.category,
    accountId: p.accountId,
    accountName: p.accountId === from.id ? from.name : to.name,
    date,
    transfer: p.link,
    ...((p.accountId === from.id ? from : to).currency
      ? { currency: (p.accountId === from.id ? from : to).currency }
      : {}),
  }));
}

const history = [
  // November in Manila: two from Dubai to GCash (one with a fee), the second at 23:59 on the 30th.
  ...booked(
    'p1',
    dubai,
    gcash,
    { amount: minor(1000_00), fee: minor(15_00), received: toCentavos(15_250) },
    at('2026-11-05T02:00:00Z'),
  ),
  ...booked('p2', dubai, gcash, { amount: minor(500_00), received: toCentavos(7_640) }, at('2026-11-30T15:59:00Z')),
  // 1 December in Manila (still 30 November in UTC).
  ...booked(
    'p3',
    dubai,
    gcash,
    { amount: minor(200_00), fee: minor(5_00), received: toCentavos(3_040) },
    at('2026-11-30T16:00:00Z'),
  ),
  ...booked(
    'p4',
    tokyo,
    kuwait,
    { amount: minor(10_000), fee: minor(500), received: minor(20) },
    at('2026-11-10T02:00:00Z'),
  ),
  // Not a padala: a transfer within pesos, and an expense.
  ...booked(
    't1',
    gcash,
    { ...gcash, id: 'bpi', name: 'BPI' },
    { amount: toCentavos(100), received: toCentavos(100), fee: toCentavos(10) },
    at('2026-11-06T02:00:00Z'),
  ),
];

it('sums each sending account’s padala per Manila month and destination, with the fees and the effective rates', () => {
  expect(padalaReport(history, 'PHP')).toEqual([
    {
      month: '2026-12',
      accountId: 'ae',
      accountName: 'Emirates NBD',
      from: 'AED',
      to: 'PHP',
      count: 1,
      sent: 20_000,
      fees: 500,
      received: 304_000,
      rates: { withoutFee: '15.200000', withFee: '14.829268' },
    },
    {
      month: '2026-11',
      accountId: 'ae',
      accountName: 'Emirates NBD',
      from: 'AED',
      to: 'PHP',
      count: 2,
      sent: 150_000,
      fees: 1_500,
      received: 2_289_000,
      rates: { withoutFee: '15.260000', withFee: '15.108911' },
    },
    {
      month: '2026-11',
      accountId: 'jp',
      accountName: 'Tokyo',
      from: 'JPY',
      to: 'KWD',
      count: 1,
      sent: 10_000,
      fees: 500,
      received: 20,
      rates: { withoutFee: '0.000002', withFee: '0.000002' },
    },
  ]);
});

it('is empty without a padala', () => {
  expect(
    padalaReport(
      history.filter((t) => t.transfer?.id === 't1'),
      'PHP',
    ),
  ).toEqual([]);
});
