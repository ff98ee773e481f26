import {
  debtPaymentStatus,
  toCentavos,
  type DebtPaymentStatusKind,
  type DebtType,
  type RowSelection,
} from '@pitaka/domain';
import { debtBulkLabel, debtPaymentStatusText } from '../../../testing/spec-english';
import { renderHook } from '@testing-library/react';
import { debtCatalogue } from '../../../i18n/debt-text';
import { day, payment } from '../../../testing/fixtures';
import { bulkLabelKey, paymentStatusKey, usePaymentWords } from './payment-words';

const TYPES: DebtType[] = ['owe', 'owed'];
const TODAY = day(3, 4);

describe('payment status and bulk words', () => {
  // A payment of each status kind on Mar 4, 2026.
  const PAYMENTS: Record<DebtPaymentStatusKind, ReturnType<typeof payment>> = {
    paid: payment(day(2, 1), toCentavos(10), { isPaid: true }),
    overdue: payment(day(3, 1), toCentavos(10)),
    dueSoon: payment(day(3, 8), toCentavos(10)),
    upcoming: payment(day(4, 20), toCentavos(10)),
  };
  const SELECTIONS: RowSelection[] = [
    { mode: null, keys: [] },
    { mode: 'unpaid', keys: [1] },
    { mode: 'paid', keys: [0] },
  ];

  it.each(TYPES)("are the spec's English (%s)", async (type) => {
    const english = await debtCatalogue.load('en');
    for (const [kind, entry] of Object.entries(PAYMENTS)) {
      const status = debtPaymentStatus(entry, TODAY);
      expect(status).toBe(kind);
      expect(english(paymentStatusKey(status, type))).toBe(debtPaymentStatusText(status, type));
    }
    for (const selection of SELECTIONS) {
      expect(english(bulkLabelKey(selection, type))).toBe(debtBulkLabel(selection, type));
    }
  });
});

describe('usePaymentWords', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  function words(language: 'en' | 'fil') {
    document.documentElement.lang = language;
    return renderHook(() => usePaymentWords()).result.current;
  }

  it('names payments in English as before', () => {
    const { paymentsText, paymentLabel } = words('en');
    expect(paymentLabel(1)).toBe('Payment 2');
    expect(paymentsText([1])).toBe('Payment 2');
    expect(paymentsText([2, 0, 1])).toBe('Payments 1, 2, and 3');
    expect(paymentsText([0, 1, 2, 3, 4, 5])).toBe('6 payments');
  });

  it('names payments in Filipino, with Filipino lists and counts', async () => {
    await debtCatalogue.load('fil');
    const { paymentsText, paymentLabel } = words('fil');
    expect(paymentLabel(1)).toBe('Hulog 2');
    expect(paymentsText([1, 0])).toBe('Hulog 1 at 2');
    expect(paymentsText([2, 0, 1])).toBe('Hulog 1, 2, at 3');
    expect(paymentsText([0, 1, 2, 3, 4, 5])).toBe('6 bayad');
  });
});
