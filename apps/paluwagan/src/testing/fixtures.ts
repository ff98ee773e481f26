// Test data and helpers for the paluwagan remote's page and widget specs.
import { generatePaluwaganSchedule, manilaDay, toCentavos, type Centavos, type Paluwagan } from '@pitaka/domain';
import { bpiAccount, gcashAccount } from '@pitaka/remote-kit/testing';

/** Only Date is faked: timers stay real, so Testing Library's waits and user-event work as usual. */
export { fixClock } from '@pitaka/remote-kit/testing';

/** Wednesday 4 March 2026, 9:00 in Manila. */
export const WED_MAR_4 = new Date('2026-03-04T09:00:00+08:00');

export const gcash = gcashAccount(5000);
export const bpi = bpiAccount(150);

export interface PaluwaganFixture {
  id?: string;
  name?: string;
  organizer?: string;
  description?: string;
  /** [year, month, day] on the Manila calendar. */
  start?: [number, number, number];
  totalNumbers?: number;
  amountPerNumber?: Centavos;
  owned?: number[];
  /** Weeks paid, each from an account id or marked only (null). */
  paid?: Record<number, string | null>;
  /** Own numbers received, each into an account id. */
  received?: Record<number, string>;
}

/**
 * A paluwagan as the data layer returns it. Defaults: 'Office Paluwagan', started Wed 4 Mar 2026
 * (first payout Sun 8 Mar), 10 numbers at ₱200, owning 2 and 7.
 */
export function paluwagan(f: PaluwaganFixture = {}): Paluwagan {
  const [y, m, d] = f.start ?? [2026, 3, 4];
  const startDate = manilaDay(y, m, d);
  const totalNumbers = f.totalNumbers ?? 10;
  const amountPerNumber = f.amountPerNumber ?? toCentavos(200);
  const schedule = generatePaluwaganSchedule({
    startDate,
    totalNumbers,
    amountPerNumber,
    ownedNumbers: f.owned ?? [2, 7],
  });
  const paid = f.paid ?? {};
  const received = f.received ?? {};
  return {
    id: f.id ?? 'p1',
    name: f.name ?? 'Office Paluwagan',
    organizer: f.organizer ?? 'Aling Nena',
    description: f.description ?? '',
    startDate,
    totalNumbers,
    amountPerNumber,
    payoutPerNumber: schedule.payoutPerNumber,
    numbers: schedule.numbers.map((n) =>
      n.number in received
        ? { ...n, isPaid: true, accountId: received[n.number], transactionId: `t-out-${n.number}` }
        : n,
    ),
    weeklyPayments: schedule.weeklyPayments.map((w) => {
      if (!(w.weekNumber in paid)) return w;
      const accountId = paid[w.weekNumber];
      return accountId ? { ...w, isPaid: true, accountId, transactionId: `t-${w.weekNumber}` } : { ...w, isPaid: true };
    }),
    createdAt: new Date('2026-03-01T10:00:00+08:00'),
    updatedAt: new Date('2026-03-01T10:00:00+08:00'),
  };
}

/** A promise the test settles when it wants. */
export { deferred } from '@pitaka/remote-kit/testing';

// Kept for paluwagan-detail-actions.spec.tsx until it imports findToast from
// @pitaka/remote-kit/testing itself (its payment flows are being rewritten meanwhile).
export { findToast } from '@pitaka/remote-kit/testing';

/** Renders options for the detail and edit pages: the route, and the answers they need. */
export function detailRoute(path = '/paluwagan/p1') {
  return { path, route: '/paluwagan/:paluwaganId' };
}
