// The users the bench measures, written straight to the emulator in the stored shapes: accounts
// and transactions as apps/e2e/src/support/ledger.ts seeds them (each balance the signed sum of its
// transactions, so the ledger audit holds), paluwagans and debts as the rules spec's BASE
// documents, with schedules from @pitaka/domain.
import type { APIRequestContext } from '@playwright/test';
import {
  generateDebtSchedule,
  generatePaluwaganSchedule,
  INCOME_CATEGORIES,
  startOfDay,
  toCentavos,
  toPesos,
  type AccountType,
} from '@pitaka/domain';
import { readCollectionAt, seedAccounts, seedSetUpUser } from '../../src/support/ledger';
import type { Plain } from '../../src/support/rest-values';
import { writeDocuments, type DocumentWrite } from './firestore-rest';

const DAY = 24 * 60 * 60 * 1000;

export const DASHBOARD_ACCOUNTS: { name: string; type: AccountType; balance: number }[] = [
  { name: 'BDO Savings', type: 'bank', balance: 25_000 },
  { name: 'GCash', type: 'ewallet', balance: 8_000 },
  { name: 'Wallet', type: 'cash', balance: 3_000 },
];
export const PALUWAGAN_NAMES = ['Office Paluwagan', 'Family Paluwagan'];
export const DEBT_NAMES = ['Laptop loan', 'Phone for Jose'];

/** The description of the n-th (1-based) seeded transaction; #1 is the newest. */
export const historyDescription = (n: number) => `History ${String(n).padStart(5, '0')}`;

/**
 * Books `count` small incomes on the account of `books` (`users/{uid}` or `households/{id}`),
 * newest first from an hour ago, one every 10 minutes back, and moves its stored balance by their sum.
 */
export async function seedHistory(request: APIRequestContext, books: string, accountId: string, count: number) {
  const account = (await readCollectionAt(request, `${books}/accounts`))[accountId];
  if (!account) throw new Error(`no account ${accountId}`);
  const newest = Date.now() - 60 * 60 * 1000;
  let centavos = Math.round((account['balance'] as number) * 100);
  const docs: DocumentWrite[] = [];
  for (let n = 1; n <= count; n += 1) {
    const amount = 1 + (n % 50) / 4;
    const date = new Date(newest - (n - 1) * 10 * 60 * 1000);
    docs.push({
      path: `${books}/transactions/bench-${String(n).padStart(5, '0')}`,
      data: {
        type: 'income',
        amount,
        description: historyDescription(n),
        category: INCOME_CATEGORIES[0],
        accountId,
        accountName: account['name'] as string,
        date,
        createdAt: date,
      },
    });
    centavos += Math.round(amount * 100);
  }
  docs.push({
    path: `${books}/accounts/${accountId}`,
    data: { ...(account as { [key: string]: Plain }), balance: centavos / 100 },
  });
  await writeDocuments(request, docs);
}

function paluwaganDoc(name: string, startDate: Date, now: Date) {
  const schedule = generatePaluwaganSchedule({
    startDate,
    totalNumbers: 10,
    amountPerNumber: toCentavos(500),
    ownedNumbers: [1],
  });
  return {
    name,
    organizer: 'Aling Nena',
    description: '',
    startDate,
    totalNumbers: 10,
    amountPerNumber: 500,
    payoutPerNumber: toPesos(schedule.payoutPerNumber),
    numbers: schedule.numbers.map((n) => ({ ...n })),
    weeklyPayments: schedule.weeklyPayments.map((w) => ({ ...w, amount: toPesos(w.amount) })),
    createdAt: now,
    updatedAt: now,
  };
}

function debtDocs(now: Date) {
  const today = startOfDay(now);
  return [
    {
      type: 'owe',
      name: DEBT_NAMES[0],
      counterpartyName: 'Tita Maria',
      totalAmount: 3000,
      paymentSchedule: generateDebtSchedule({
        totalAmount: toCentavos(3000),
        paymentType: 'multiple',
        startDate: new Date(today.getTime() + 5 * DAY),
        count: 3,
        frequency: 'monthly',
      }).map((p) => ({ ...p, amount: toPesos(p.amount) })),
      createdAt: now,
      updatedAt: now,
    },
    {
      type: 'owed',
      name: DEBT_NAMES[1],
      counterpartyName: 'Jose',
      totalAmount: 500,
      paymentSchedule: generateDebtSchedule({
        totalAmount: toCentavos(500),
        paymentType: 'single',
        dueDate: new Date(today.getTime() + 10 * DAY),
      }).map((p) => ({ ...p, amount: toPesos(p.amount) })),
      createdAt: now,
      updatedAt: now,
    },
  ];
}

export interface DashboardUser {
  email: string;
  password: string;
  uid: string;
  accounts: { id: string; name: string }[];
  paluwaganIds: string[];
  debtIds: string[];
}

/**
 * A set-up user with 3 accounts, 2 paluwagans (number 1 owned; its payout date has passed), 2
 * debts (one owed by the user, one owed to them) and `history` incomes on the first account.
 */
export async function seedDashboardUser(
  request: APIRequestContext,
  prefix: string,
  history = 12,
): Promise<DashboardUser> {
  const user = await seedSetUpUser(request, { prefix, accounts: DASHBOARD_ACCOUNTS });
  await seedHistory(request, `users/${user.uid}`, user.accounts[0].id, history);
  return { ...user, ...(await seedSchedules(request, `users/${user.uid}`)) };
}

/** The dashboard user's 2 paluwagans and 2 debts, in `books`: their ids. */
export async function seedSchedules(request: APIRequestContext, books: string) {
  const now = new Date();
  const paluwaganIds = PALUWAGAN_NAMES.map((_, i) => `bench-paluwagan-${i + 1}`);
  const debtIds = DEBT_NAMES.map((_, i) => `bench-debt-${i + 1}`);
  const starts = [10, 3].map((daysAgo) => startOfDay(new Date(now.getTime() - daysAgo * DAY)));
  await writeDocuments(request, [
    ...PALUWAGAN_NAMES.map((name, i) => ({
      path: `${books}/paluwagans/${paluwaganIds[i]}`,
      data: paluwaganDoc(name, starts[i], now),
    })),
    ...debtDocs(now).map((data, i) => ({ path: `${books}/debts/${debtIds[i]}`, data })),
  ]);
  return { paluwaganIds, debtIds };
}

/**
 * What each dashboard slot shows once its data is in, for this user (or household). This month shows its title
 * whatever its state: seeded over REST, the user's summaries wait for the rebuild /insights runs.
 */
export function dashboardTexts(user: Pick<DashboardUser, 'accounts'>): Record<string, string[]> {
  return {
    summary: [`Across ${user.accounts.length} accounts`],
    'this-month': ['This month'],
    accounts: DASHBOARD_ACCOUNTS.map((a) => a.name),
    'due-this-week': ['Due this week'],
    paluwagan: PALUWAGAN_NAMES,
    debt: DEBT_NAMES,
    recent: [historyDescription(1)],
    // The planning remote's widgets (#38): shown settled, whether or not a budget or goal exists.
    'budget-period': ['Budget this period'],
    goals: ['Goals'],
  };
}

export interface Person {
  uid: string;
  email: string;
}

export interface SeededHousehold {
  id: string;
  name: string;
  accounts: { id: string; name: string }[];
  paluwaganIds: string[];
  debtIds: string[];
}

let households = 0;

/**
 * A household kept by `people` (the first its owner, the others editors), stored as
 * createHousehold and acceptInvite leave it (the household and a member document each), with the
 * dashboard user's books: 3 accounts, 2 paluwagans, 2 debts and `history` incomes on the first
 * account. Like a user seeded over REST, it has no summaries until a rebuild.
 */
export async function seedHousehold(
  request: APIRequestContext,
  name: string,
  people: readonly Person[],
  history: number,
): Promise<SeededHousehold> {
  households += 1;
  const id = `bench-household-${Date.now()}-${households}`;
  const books = `households/${id}`;
  const createdAt = new Date();
  const owner = people[0];
  await writeDocuments(request, [
    { path: books, data: { id, name, currency: 'PHP', createdAt, createdBy: owner.uid } },
    ...people.map((person, i) => ({
      path: `${books}/members/${person.uid}`,
      data: {
        uid: person.uid,
        email: person.email,
        role: i === 0 ? 'owner' : 'editor',
        joinedAt: createdAt,
        addedBy: owner.uid,
      },
    })),
  ]);
  const accounts = await seedAccounts(request, books, DASHBOARD_ACCOUNTS, createdAt);
  await seedHistory(request, books, accounts[0].id, history);
  return { id, name, accounts, ...(await seedSchedules(request, books)) };
}
