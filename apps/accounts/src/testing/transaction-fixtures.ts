// Test data for the specs of the screens with transactions (never imported by app code).
import type { DataApi, Page, PageCursor } from '@pitaka/data';
import {
  centavos,
  toCentavos,
  type Account,
  type Centavos,
  type Debt,
  type Paluwagan,
  type Transaction,
  type UserProfile,
} from '@pitaka/domain';

export const PROFILE: UserProfile = { email: 'juan@example.com', currency: 'PHP', setupComplete: true };

export const WALLET: Account = {
  id: 'wallet',
  name: 'Wallet',
  type: 'cash',
  balance: toCentavos(1000),
  createdAt: new Date('2026-01-05T09:00:00+08:00'),
};
export const GCASH: Account = { id: 'gcash', name: 'GCash', type: 'ewallet', balance: toCentavos(500) };
/** An OFW's salary account in dirhams (#39): AED 4,957.50, in fils. */
export const DIRHAMS: Account = {
  id: 'enbd',
  name: 'Emirates NBD',
  type: 'bank',
  balance: centavos(495750),
  currency: 'AED',
};

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't1',
    type: 'expense',
    amount: toCentavos(250),
    description: 'Groceries',
    category: 'Food',
    accountId: WALLET.id,
    accountName: WALLET.name,
    date: new Date('2026-03-09T12:30:00+08:00'),
    createdAt: new Date('2026-03-09T12:31:00+08:00'),
    ...overrides,
  };
}

export function many(count: number, from = 1): Transaction[] {
  return Array.from({ length: count }, (_, i) =>
    transaction({ id: `t${from + i}`, description: `Purchase ${from + i}`, amount: toCentavos(from + i) }),
  );
}

/** A page of a paged list; `more` gives it a cursor (its contents are the data layer's business). */
export function page(items: Transaction[], more = false): Page<Transaction> {
  return { items, next: more ? ({ now: new Date(), last: {} } as unknown as PageCursor<Transaction>) : null };
}

export const OFFICE_PALUWAGAN = { id: 'p1', name: 'Office Paluwagan' } as Paluwagan;
export const LOAN_FROM_ATE = { id: 'd1', name: 'Loan from Ate' } as Debt;

/** The answers every screen with transactions needs. */
export const BASE_ANSWERS = {
  getUserProfile: async () => PROFILE,
  listAccounts: async () => [WALLET, GCASH],
  listPaluwagans: async () => [OFFICE_PALUWAGAN],
  listDebts: async () => [LOAN_FROM_ATE],
  // No budget: /add-transaction says nothing about one.
  getLatestBudget: async () => null,
};

/** What a spec's fake data API answers. */
export type Answers = Partial<DataApi>;

/** The three parts of a ₱1,000 GCash cash-in from the Wallet with a ₱15 fee, as the data layer reads them. */
export function cashIn(note = ''): Transaction[] {
  const date = new Date('2026-03-09T18:00:00+08:00');
  const link = (role: 'out' | 'in' | 'fee', other: Account) => ({
    id: 'tr1',
    role,
    accountId: other.id,
    accountName: other.name,
  });
  const part = (role: 'out' | 'in' | 'fee', account: Account, other: Account, amount: Centavos, title: string) =>
    transaction({
      id: `tr1-${role}`,
      type: role === 'in' ? 'income' : 'expense',
      amount,
      description: note || title,
      category: role === 'fee' ? 'Fees' : 'Transfer',
      accountId: account.id,
      accountName: account.name,
      date,
      transfer: link(role, other),
    });
  return [
    part('out', WALLET, GCASH, toCentavos(1000), 'Transfer to GCash'),
    part('in', GCASH, WALLET, toCentavos(1000), 'Transfer from Wallet'),
    part('fee', WALLET, GCASH, toCentavos(15), 'Transfer fee (to GCash)'),
  ];
}
