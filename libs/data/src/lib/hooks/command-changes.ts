// What each command changes, declared once: the cached queries of these areas are refreshed when
// it settles (also after a refusal, which may come from stale data).
import type { ScheduleRef } from '../store';
import type { DataArea } from './query-keys';

/** Commands that move money change balances, transaction lists and the monthly summaries. */
const MONEY = ['accounts', 'transactions', 'summaries'] as const satisfies readonly DataArea[];

/** A paluwagan's weeks and payouts live on the paluwagan; a debt's payments on the debt; occurrences on their item. */
const SCHEDULE_OWNER: Record<ScheduleRef['kind'], DataArea> = {
  'paluwagan-week': 'paluwagans',
  'paluwagan-payout': 'paluwagans',
  'debt-payment': 'debts',
  recurring: 'recurring',
};

const scheduleAndMoney = (input: { schedule: ScheduleRef }): DataArea[] => [
  SCHEDULE_OWNER[input.schedule.kind],
  ...MONEY,
];

export const COMMAND_CHANGES = {
  completeSetup: ['profile', ...MONEY],
  saveLanguage: ['profile'],
  createAccount: MONEY,
  updateAccount: ['accounts', 'summaries'],
  deleteAccount: ['accounts', 'summaries'],
  addTransaction: MONEY,
  editTransaction: MONEY,
  // Reverting a row's payment marks the row unpaid.
  revertTransaction: [...MONEY, 'paluwagans', 'debts', 'recurring'],
  addTransfer: MONEY,
  editTransfer: MONEY,
  markRows: scheduleAndMoney,
  unmarkRows: scheduleAndMoney,
  createPaluwagan: ['paluwagans'],
  updatePaluwagan: ['paluwagans'],
  deletePaluwagan: ['paluwagans'],
  createDebt: ['debts'],
  updateDebt: ['debts'],
  deleteDebt: ['debts'],
  createRecurring: ['recurring'],
  updateRecurring: ['recurring'],
  pauseRecurring: ['recurring'],
  resumeRecurring: ['recurring'],
  deleteRecurring: ['recurring'],
  skipOccurrences: ['recurring'],
  unskipOccurrences: ['recurring'],
  importStatement: [...MONEY, 'imports'],
  undoStatementImport: [...MONEY, 'imports'],
  // In the person's own books: their households and the invitations to them.
  createHousehold: ['households'],
  acceptInvite: ['households'],
  declineInvite: ['households'],
  // In the household's.
  inviteMember: ['members'],
  cancelInvite: ['members'],
  changeRole: ['members'],
  removeMember: ['members'],
  leaveHousehold: ['members'],
  deleteHousehold: ['members'],
  // In the household; the person's own books are read again by useMoveAccountIn.
  moveAccountIn: [...MONEY, 'imports', 'activity'],
  markActivitySeen: ['members', 'activity'],
  saveBudget: ['budgets', 'activity'],
  createGoal: ['goals', 'activity'],
  updateGoal: ['goals', 'activity'],
  deleteGoal: ['goals', 'activity'],
  setAsideForGoal: ['goals', 'activity'],
  removeGoalContribution: ['goals', 'activity'],
  // The mark is on the payout's row: the paluwagan changes, and the goal's progress with it.
  markPayoutTowardGoal: ['paluwagans', 'goals', 'activity'],
  // The kept rates: an own-currency account's page and the Total Balance's estimate read them (#39).
  setRate: ['rates', 'activity'],
  removeRate: ['rates', 'activity'],
} as const;

export type ChangingCommand = keyof typeof COMMAND_CHANGES;
