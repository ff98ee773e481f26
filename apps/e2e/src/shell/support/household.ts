// One household with something on every screen, seeded over REST for the dark-theme walk: three
// accounts with history in January to March 2026 (a transfer with a fee among it), a paluwagan
// with weeks paid and overdue and an own payout received, a debt each way (one part paid, one
// due soon), recurring bills and income (one paid, one paused). Paid rows are linked to the
// transactions that paid them, as the app books them, so the ledger audit holds.
import type { APIRequestContext } from '@playwright/test';
import {
  CATEGORY_DEBT,
  CATEGORY_PALUWAGAN,
  centavos,
  GENERATED_DESCRIPTIONS,
  generateDebtSchedule,
  manilaDayNumber,
  toCentavos,
  toPesos,
  type TransactionSource,
} from '@pitaka/domain';
import type { Plain } from '../../support/rest-values';
import {
  expectLedgerHolds,
  readCollection,
  seedSetUpUser,
  seedTransactions,
  seedTransfer,
  writeDocument,
  type SeedTransaction,
} from '../../support/ledger';
import { seedDebt, seedPaluwagan } from '../../security/support/seed-records';
import { at, BPI_SALARIES_AND_BILLS, GCASH_SMALL_SPENDING } from '../../support/household-history';

/** Tuesday 10 March 2026, 10:00 in Manila: what the household's clock says. */
export const HOUSEHOLD_NOW = new Date('2026-03-10T10:00:00+08:00');

const day = (iso: string) => at(`${iso}T00:00:00`);

const BPI_HISTORY: SeedTransaction[] = [
  ...BPI_SALARIES_AND_BILLS,
  { type: 'expense', amount: 1_250, description: 'Groceries', category: 'Food', date: at('2026-03-07T11:00:00') },
];
const GCASH_HISTORY: SeedTransaction[] = [
  ...GCASH_SMALL_SPENDING,
  { type: 'expense', amount: 549, description: 'Netflix', category: 'Subscriptions', date: at('2026-03-03T20:00:00') },
  { type: 'income', amount: 6_500, description: 'Project bonus', category: 'Bonus', date: at('2026-03-05T15:00:00') },
];
const WALLET_HISTORY: SeedTransaction[] = [
  { type: 'expense', amount: 640.25, description: 'Jollibee', category: 'Food', date: at('2026-02-28T12:30:00') },
  {
    type: 'expense',
    amount: 120,
    description: 'Jeepney fares',
    category: 'Transport',
    date: at('2026-03-09T08:00:00'),
  },
];

type Account = { id: string; name: string };

interface LinkedBooking {
  id: string;
  type: 'income' | 'expense';
  /** Pesos, as stored. */
  amount: number;
  description: string;
  category: string;
  account: Account;
  date: Date;
  source: TransactionSource;
}

/** Transactions a paluwagan, debt or recurring action booked, with their accounts' balances moved. */
async function bookLinked(request: APIRequestContext, uid: string, bookings: readonly LinkedBooking[]) {
  const accounts = await readCollection(request, uid, 'accounts');
  const moved = new Map<string, number>();
  for (const b of bookings) {
    await writeDocument(request, `users/${uid}/transactions/${b.id}`, {
      type: b.type,
      amount: b.amount,
      description: b.description,
      category: b.category,
      accountId: b.account.id,
      accountName: b.account.name,
      date: b.date,
      createdAt: b.date,
      source: { ...b.source },
    });
    const sign = b.type === 'income' ? 1 : -1;
    moved.set(b.account.id, (moved.get(b.account.id) ?? 0) + sign * toCentavos(b.amount));
  }
  await moveBalances(request, uid, accounts, moved);
}

/** Adds centavos (signed) to stored balances (`accounts` as read before the move). */
async function moveBalances(
  request: APIRequestContext,
  uid: string,
  accounts: Awaited<ReturnType<typeof readCollection>>,
  moved: ReadonlyMap<string, number>,
) {
  for (const [accountId, by] of moved) {
    const account = accounts[accountId];
    const balance = toPesos(centavos(toCentavos(account['balance'] as number) + by));
    await writeDocument(request, `users/${uid}/accounts/${accountId}`, { ...account, balance } as {
      [key: string]: Plain;
    });
  }
}

type Row = { [key: string]: Plain } & { isPaid: boolean };

/** Rows of a stored schedule, as read back. */
const rowsOf = (doc: Record<string, unknown>, field: string) => doc[field] as Row[];

export interface Household {
  email: string;
  password: string;
  uid: string;
  accounts: { bpi: Account; gcash: Account; wallet: Account };
  paluwaganId: string;
  /** Owed by the user: a loan in monthly parts, the first paid, the second overdue. */
  oweDebtId: string;
  /** Owed to the user: one payment, due in two days. */
  owedDebtId: string;
  /** The Meralco bill: January paid, February overdue. */
  recurringId: string;
}

export async function seedHousehold(request: APIRequestContext, prefix: string): Promise<Household> {
  const user = await seedSetUpUser(request, {
    prefix,
    accounts: [
      { name: 'BPI Savings', type: 'bank', balance: 20_000 },
      { name: 'GCash', type: 'ewallet', balance: 3_000 },
      { name: 'Wallet', type: 'cash', balance: 2_500 },
    ],
  });
  const [bpi, gcash, wallet] = user.accounts;
  const { uid } = user;
  await seedTransactions(request, uid, bpi.id, BPI_HISTORY);
  await seedTransactions(request, uid, gcash.id, GCASH_HISTORY);
  await seedTransactions(request, uid, wallet.id, WALLET_HISTORY);

  // ₱2,000 from BPI to GCash with a ₱15 fee.
  const before = await readCollection(request, uid, 'accounts');
  await seedTransfer(request, uid, {
    id: `${prefix}-transfer`,
    from: bpi,
    to: gcash,
    amount: 2_000,
    fee: 15,
    note: 'Allowance',
    date: at('2026-03-06T10:00:00'),
  });
  await moveBalances(
    request,
    uid,
    before,
    new Map([
      [bpi.id, -toCentavos(2_015)],
      [gcash.id, toCentavos(2_000)],
    ]),
  );

  const bookings: LinkedBooking[] = [];

  // Weekly from the first Sunday after 4 February; numbers 2 and 7 are the user's.
  const paluwaganName = 'Office Paluwagan';
  const paluwaganId = await seedPaluwagan(request, uid, {
    name: paluwaganName,
    organizer: 'Aling Nena',
    description: 'Hulog every Sunday after the team huddle; payout by GCash.',
    startDate: day('2026-02-04'),
    totalNumbers: 8,
    amountPerNumber: 500,
    ownedNumbers: [2, 7],
  });
  const paluwagan = (await readCollection(request, uid, 'paluwagans'))[paluwaganId];
  /** A paluwagan row paid (a week) or received (an own payout), booked as the app books it. */
  const paidRow = (row: Row, kind: 'week' | 'payout', index: number, amount: number, date: Date) => {
    const account = kind === 'week' ? gcash : bpi;
    const id = `${paluwaganId}-${kind}-${index}`;
    bookings.push({
      id,
      type: kind === 'week' ? 'expense' : 'income',
      amount,
      description:
        kind === 'week'
          ? GENERATED_DESCRIPTIONS.paluwaganPayment(paluwaganName, index)
          : GENERATED_DESCRIPTIONS.paluwaganPayout(paluwaganName, index),
      category: CATEGORY_PALUWAGAN,
      account,
      date,
      source: {
        kind: kind === 'week' ? 'paluwagan-week' : 'paluwagan-payout',
        id: paluwaganId,
        index,
        reversal: false,
      },
    });
    return { ...row, isPaid: true, accountId: account.id, transactionId: id };
  };
  const weeks = rowsOf(paluwagan, 'weeklyPayments').map((w) =>
    (w['dueDate'] as Date) >= day('2026-02-20')
      ? w
      : paidRow(w, 'week', w['weekNumber'] as number, w['amount'] as number, w['dueDate'] as Date),
  );
  const numbers = rowsOf(paluwagan, 'numbers').map((n) =>
    !n['isOwner'] || (n['payoutDate'] as Date) >= HOUSEHOLD_NOW
      ? n
      : paidRow(n, 'payout', n['number'] as number, paluwagan['payoutPerNumber'] as number, n['payoutDate'] as Date),
  );
  await writeDocument(request, `users/${uid}/paluwagans/${paluwaganId}`, {
    ...(paluwagan as { [key: string]: Plain }),
    weeklyPayments: weeks,
    numbers,
  });

  // A laptop in four monthly parts from 15 January: January paid, February overdue.
  const oweDebtId = `${prefix}-laptop`;
  const oweName = 'Laptop loan';
  const schedule = generateDebtSchedule({
    totalAmount: toCentavos(24_000),
    paymentType: 'multiple',
    startDate: day('2026-01-15'),
    count: 4,
    frequency: 'monthly',
  }).map((e, i) => {
    const row = { dueDate: e.dueDate, amount: toPesos(e.amount), isPaid: false };
    if (i > 0) return row;
    const id = `${oweDebtId}-payment-1`;
    bookings.push({
      id,
      type: 'expense',
      amount: row.amount,
      description: GENERATED_DESCRIPTIONS.debtPayment(oweName, 1, 'owe'),
      category: CATEGORY_DEBT,
      account: bpi,
      date: e.dueDate,
      source: { kind: 'debt-payment', id: oweDebtId, index: 0, reversal: false },
    });
    return { ...row, isPaid: true, accountId: bpi.id, transactionId: id };
  });
  await writeDocument(request, `users/${uid}/debts/${oweDebtId}`, {
    type: 'owe',
    name: oweName,
    counterpartyName: 'Kuya Ben',
    totalAmount: 24_000,
    paymentSchedule: schedule,
    createdAt: day('2026-01-05'),
    updatedAt: day('2026-01-15'),
  });
  const owedDebtId = await seedDebt(request, uid, {
    type: 'owed',
    name: 'Concert tickets',
    counterpartyName: 'Carla',
    totalAmount: 3_500,
    dueDate: day('2026-03-12'),
  });

  // Meralco on the 25th (January paid from BPI), salary on the 15th and the last day (amount
  // varies), Netflix paused after its March bill.
  const recurringId = `${prefix}-meralco`;
  const meralcoPaid = `${recurringId}-2026-01-25`;
  bookings.push({
    id: meralcoPaid,
    type: 'expense',
    amount: 2_640.8,
    description: GENERATED_DESCRIPTIONS.recurringPayment('Meralco', day('2026-01-25'), 'expense'),
    category: 'Utilities',
    account: bpi,
    date: at('2026-01-25T19:00:00'),
    source: { kind: 'recurring', id: recurringId, index: manilaDayNumber(day('2026-01-25')), reversal: false },
  });
  const recurring = (id: string, fields: { [key: string]: Plain }) =>
    writeDocument(request, `users/${uid}/recurring/${id}`, {
      pauses: [],
      occurrences: {},
      createdAt: day('2026-01-05'),
      updatedAt: day('2026-01-05'),
      ...fields,
    });
  await recurring(recurringId, {
    name: 'Meralco',
    type: 'expense',
    category: 'Utilities',
    accountId: bpi.id,
    amount: 2_640.8,
    rule: { kind: 'monthly', day: 25 },
    startDate: day('2026-01-25'),
    occurrences: { '2026-01-25': { status: 'paid', amount: 2_640.8, accountId: bpi.id, transactionId: meralcoPaid } },
  });
  await recurring(`${prefix}-salary`, {
    name: 'Salary',
    type: 'income',
    category: 'Salary',
    accountId: bpi.id,
    amount: null,
    rule: { kind: 'kinsenas' },
    startDate: day('2026-03-15'),
  });
  await recurring(`${prefix}-netflix`, {
    name: 'Netflix',
    type: 'expense',
    category: 'Subscriptions',
    accountId: gcash.id,
    amount: 549,
    rule: { kind: 'monthly', day: 3 },
    startDate: day('2026-03-03'),
    // Paid in GCash directly (the history above), then paused.
    occurrences: { '2026-03-03': { status: 'skipped' } },
    pauses: [{ from: day('2026-03-04') }],
  });

  await bookLinked(request, uid, bookings);
  // The seed itself is sound: balances, links and summaries agree.
  await expectLedgerHolds(request, uid);
  return {
    email: user.email,
    password: user.password,
    uid,
    accounts: { bpi, gcash, wallet },
    paluwaganId,
    oweDebtId,
    owedDebtId,
    recurringId,
  };
}
