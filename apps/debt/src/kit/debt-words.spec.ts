// The debt remote words the statuses of libs/domain debt.ts, which returns keys, through its own
// catalogue (so they can be Filipino): in English they must be exactly the spec's words.
import {
  debtBanner,
  debtPaymentType,
  debtStatus,
  toCentavos,
  type Debt,
  type DebtBannerKey,
  type DebtPayment,
  type DebtStatus,
  type DebtType,
} from '@pitaka/domain';
import { debtBannerText, debtTypeLabels } from '../testing/spec-english';
import { debtCatalogue, type DebtText } from '../i18n/debt-text';
import { day, makeDebt, payment } from '../testing/fixtures';
import { BANNER_KEYS, STATUS_KEYS } from './debt-words';

let english: DebtText;
beforeAll(async () => {
  english = await debtCatalogue.load('en');
});

const TYPES: DebtType[] = ['owe', 'owed'];
const TODAY = day(3, 4);

describe.each(TYPES)('the %s words', (type) => {
  const labels = debtTypeLabels(type);
  const plain = [
    'section',
    'typeOption',
    'counterpartyField',
    'markRow',
    'bulkMark',
    'confirmTitle',
    'accountOption',
    'markOnlyOption',
    'emptyTitle',
    'emptyText',
  ] as const;

  it.each(plain)('%s is the domain text in English', (field) => {
    expect(english(`${type}.${field}`)).toBe(labels[field]);
  });

  it('counterpartyLine is the domain text in English', () => {
    expect(english(`${type}.counterpartyLine`, { name: 'Tita Maria' })).toBe(labels.counterpartyLine('Tita Maria'));
  });
});

describe('status words', () => {
  const PAID = { isPaid: true };
  const single = (extra: Partial<DebtPayment> = {}, due = day(3, 20)) => [payment(due, toCentavos(100), extra)];
  const multi = (extra: Partial<DebtPayment> = {}, due = day(3, 20)) => [
    payment(day(2, 1), toCentavos(50), PAID),
    payment(due, toCentavos(50), extra),
  ];
  // Every status for both kinds of schedule: paid off, overdue, due soon, on track.
  const schedules: [string, DebtPayment[]][] = [single, multi].flatMap((make) => [
    [`${make.name} paid off`, make(PAID)],
    [`${make.name} overdue`, make({}, day(3, 1))],
    [`${make.name} due soon`, make({}, day(3, 8))],
    [`${make.name} on track`, make({}, day(4, 20))],
  ]);
  const cases = TYPES.flatMap((type) => schedules.map(([name, schedule]) => [type, name, schedule] as const));

  it.each(cases)("the banner of a %s debt, %s, is the spec's English", (type, _name, paymentSchedule) => {
    const debt: Debt = makeDebt({ type, paymentSchedule });
    const banner = debtBanner(debt, TODAY);
    expect(english(BANNER_KEYS[banner.key])).toBe(debtBannerText(debtPaymentType(debt), banner.status, type));
  });

  it('covers every banner', () => {
    const seen = new Set<DebtBannerKey>(
      cases.map(([type, , paymentSchedule]) => debtBanner(makeDebt({ type, paymentSchedule }), TODAY).key),
    );
    expect([...seen].sort()).toEqual(Object.keys(BANNER_KEYS).sort());
  });

  it('covers every status', () => {
    const seen = new Set(
      cases.map(([type, , paymentSchedule]) => debtStatus(makeDebt({ type, paymentSchedule }), TODAY)),
    );
    expect([...seen].sort()).toEqual(Object.keys(STATUS_KEYS).sort());
  });

  it.each(Object.entries(STATUS_KEYS))('the pill %s is the status itself in English', (status, key) => {
    expect(english(key)).toBe(status as DebtStatus);
  });
});
