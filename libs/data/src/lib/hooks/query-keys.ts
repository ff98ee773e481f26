import type { MonthKey, TransactionFilter } from '@pitaka/domain';

/** Areas of a space's data; a command invalidates the areas it changes. */
export type DataArea =
  | 'profile'
  | 'accounts'
  | 'transactions'
  | 'paluwagans'
  | 'debts'
  | 'recurring'
  | 'summaries'
  | 'imports'
  | 'households'
  | 'members'
  | 'activity'
  | 'budgets'
  | 'goals'
  | 'rates';

// Every key starts with ['pitaka', space key, area] (the space key: the uid in the person's own
// books, uid~household in a household's: hooks/space.tsx), so invalidating an area refreshes its
// lists and details, and no two spaces share a cached figure.
export const dataKeys = {
  user: (uid: string) => ['pitaka', uid] as const,
  area: (uid: string, area: DataArea) => ['pitaka', uid, area] as const,
  profile: (uid: string) => ['pitaka', uid, 'profile'] as const,
  /** A whole collection (accounts, paluwagans, debts, recurring items). */
  list: (uid: string, area: DataArea) => ['pitaka', uid, area, 'list'] as const,
  /** One document of that collection. */
  one: (uid: string, area: DataArea, id: string) => ['pitaka', uid, area, 'one', id] as const,
  recentTransactions: (uid: string) => ['pitaka', uid, 'transactions', 'recent'] as const,
  padalaParts: (uid: string) => ['pitaka', uid, 'transactions', 'padala'] as const,
  transactionsPage: (uid: string, filter: TransactionFilter) =>
    ['pitaka', uid, 'transactions', 'page', filter] as const,
  transfer: (uid: string, transferId: string) => ['pitaka', uid, 'transactions', 'transfer', transferId] as const,
  accountTransactions: (uid: string, accountId: string) =>
    ['pitaka', uid, 'transactions', 'account', accountId] as const,
  importMapping: (uid: string, accountId: string) => ['pitaka', uid, 'imports', 'mapping', accountId] as const,
  importDuplicateKeys: (uid: string, accountId: string, from: number, to: number) =>
    ['pitaka', uid, 'transactions', 'import-duplicates', accountId, from, to] as const,
  ledgerSummary: (uid: string) => ['pitaka', uid, 'summaries', 'ledger'] as const,
  monthSummary: (uid: string, month: MonthKey) => ['pitaka', uid, 'summaries', 'month', month] as const,
  /** The person's households (under their own books' key). */
  myHouseholds: (uid: string) => ['pitaka', uid, 'households', 'mine'] as const,
  /** The invitations to the person's address. */
  myInvites: (uid: string, email: string) => ['pitaka', uid, 'households', 'invites', email] as const,
  invite: (uid: string, householdId: string, inviteId: string) =>
    ['pitaka', uid, 'households', 'invite', householdId, inviteId] as const,
  /** Every invitation to one household read by its link. */
  invitesTo: (uid: string, householdId: string) => ['pitaka', uid, 'households', 'invite', householdId] as const,
  /** A household's members and open invitations (under the household's key). */
  members: (key: string) => ['pitaka', key, 'members', 'list'] as const,
  householdInvites: (key: string) => ['pitaka', key, 'members', 'invites'] as const,
  /** A household's latest changes: every money command changes them too. */
  activity: (key: string) => ['pitaka', key, 'activity'] as const,
  newActivity: (key: string) => ['pitaka', key, 'activity', 'new'] as const,
  /** A period's budget, and the latest period that has one. */
  budget: (key: string, period: string) => ['pitaka', key, 'budgets', 'period', period] as const,
  latestBudget: (key: string) => ['pitaka', key, 'budgets', 'latest'] as const,
};
