// Every command and long job by the name it travels under: the client asks the server for one by
// name, and the server runs the one these tables give (never code the client sent). The commands
// that make up a job (an import's batches, a restore's commits, the rebuild's pages) are not in
// the table: only their job runs them, with what it read itself.
import type { Language } from '@pitaka/domain';
import type { Command } from '../port/port';
import type { Job } from '../port/job';
import { deleteHousehold } from '../jobs/delete-household';
import { moveAccountIn } from '../jobs/move-account';
import { rebuildSummaries } from '../jobs/rebuild-summaries';
import { restoreBackup } from '../jobs/restore';
import { importStatement, undoStatementImport } from '../jobs/statement-imports';
import { completeSetup, createAccount, deleteAccount, saveLanguage, updateAccount } from './accounts';
import { withAccess, type Access } from './access';
import { withActivity } from './activity';
import { saveBudget } from './budgets';
import {
  createGoal,
  deleteGoal,
  markPayoutTowardGoal,
  removeGoalContribution,
  setAsideForGoal,
  updateGoal,
} from './goals';
import { createDebt, deleteDebt, updateDebt } from './debts';
import {
  acceptInvite,
  cancelInvite,
  changeRole,
  createHousehold,
  declineInvite,
  inviteMember,
  leaveHousehold,
  markActivitySeen,
  removeMember,
} from './households';
import { createPaluwagan, deletePaluwagan, updatePaluwagan } from './paluwagans';
import {
  createRecurring,
  deleteRecurring,
  pauseRecurring,
  resumeRecurring,
  skipOccurrences,
  unskipOccurrences,
  updateRecurring,
} from './recurring';
import { removeRate, setRate } from './rates';
import { markRows, unmarkRows } from './schedule-rows';
import { addTransaction, editTransaction, revertTransaction } from './transactions';
import { addTransfer, editTransfer, revertTransfer } from './transfers';

export const COMMANDS = {
  completeSetup,
  saveLanguage,
  createAccount,
  updateAccount,
  deleteAccount,
  addTransaction,
  editTransaction,
  revertTransaction,
  addTransfer,
  editTransfer,
  revertTransfer,
  markRows,
  unmarkRows,
  createPaluwagan,
  updatePaluwagan,
  deletePaluwagan,
  createDebt,
  updateDebt,
  deleteDebt,
  createRecurring,
  updateRecurring,
  pauseRecurring,
  resumeRecurring,
  skipOccurrences,
  unskipOccurrences,
  deleteRecurring,
  createHousehold,
  inviteMember,
  cancelInvite,
  acceptInvite,
  declineInvite,
  changeRole,
  removeMember,
  leaveHousehold,
  markActivitySeen,
  saveBudget,
  createGoal,
  updateGoal,
  deleteGoal,
  setAsideForGoal,
  removeGoalContribution,
  markPayoutTowardGoal,
  setRate,
  removeRate,
} satisfies Record<string, Command<never, unknown>>;

/** The long jobs: many commands in a row, each its own transaction, run where the books are. */
export const JOBS = {
  importStatement,
  undoStatementImport,
  restoreBackup,
  rebuildSummaries,
  deleteHousehold,
  moveAccountIn,
} satisfies Record<string, Job<never, unknown>>;

export type CommandName = keyof typeof COMMANDS;

/**
 * Where each command and job may run, and what it needs of its caller in a household
 * (access.ts): the money is an editor's, the members an owner's; the profile, a restore and the
 * answers to invitations are the person's own.
 */
export const ACCESS: { [N in CommandName | JobName]: Access } = {
  completeSetup: 'personal',
  saveLanguage: 'personal',
  createAccount: 'editor',
  updateAccount: 'editor',
  deleteAccount: 'editor',
  addTransaction: 'editor',
  editTransaction: 'editor',
  revertTransaction: 'editor',
  addTransfer: 'editor',
  editTransfer: 'editor',
  revertTransfer: 'editor',
  markRows: 'editor',
  unmarkRows: 'editor',
  createPaluwagan: 'editor',
  updatePaluwagan: 'editor',
  deletePaluwagan: 'editor',
  createDebt: 'editor',
  updateDebt: 'editor',
  deleteDebt: 'editor',
  createRecurring: 'editor',
  updateRecurring: 'editor',
  pauseRecurring: 'editor',
  resumeRecurring: 'editor',
  skipOccurrences: 'editor',
  unskipOccurrences: 'editor',
  deleteRecurring: 'editor',
  createHousehold: 'personal',
  inviteMember: 'owner',
  cancelInvite: 'owner',
  acceptInvite: 'personal',
  declineInvite: 'personal',
  changeRole: 'owner',
  removeMember: 'owner',
  leaveHousehold: 'member',
  markActivitySeen: 'member',
  saveBudget: 'editor',
  createGoal: 'editor',
  updateGoal: 'editor',
  deleteGoal: 'editor',
  setAsideForGoal: 'editor',
  removeGoalContribution: 'editor',
  markPayoutTowardGoal: 'editor',
  setRate: 'editor',
  removeRate: 'editor',
  importStatement: 'editor',
  undoStatementImport: 'editor',
  restoreBackup: 'personal',
  // Derived figures only, the same whoever makes them: a viewer opening insights may start it.
  rebuildSummaries: 'member',
  deleteHousehold: 'owner',
  // The account is the caller's own; the household must be one they own.
  moveAccountIn: 'owner',
};
export type JobName = keyof typeof JOBS;
/** What a client may call: a command (one transaction) or a long job. */
export type CallName = CommandName | JobName;
export type InputOf<N extends CallName> = N extends CommandName
  ? (typeof COMMANDS)[N] extends Command<infer I, unknown>
    ? I
    : never
  : N extends JobName
    ? (typeof JOBS)[N] extends Job<infer I, unknown>
      ? I
      : never
    : never;
export type OutputOf<N extends CallName> = N extends CommandName
  ? (typeof COMMANDS)[N] extends Command<never, infer O>
    ? O
    : never
  : N extends JobName
    ? Awaited<ReturnType<(typeof JOBS)[N]>>
    : never;

/**
 * What the client sends for a command: its input, where the server describes the payments it
 * books in the writer's language (`language`, English unless given) instead of the descriptions,
 * and takes the e-mail of a restored profile from the caller's ID token.
 */
export type CallInputOf<N extends CallName> = N extends 'restoreBackup'
  ? Omit<InputOf<N>, 'email'>
  : 'descriptions' extends keyof InputOf<N>
    ? Omit<InputOf<N>, 'descriptions'> & { language?: Language }
    : InputOf<N>;

/** Whether `name` names one of `table`'s entries (its own keys only, never the prototype's). */
function namedIn<T extends object>(table: T) {
  return (name: unknown): name is keyof T & string =>
    typeof name === 'string' && Object.prototype.hasOwnProperty.call(table, name);
}

export const isCommandName = namedIn(COMMANDS);
export const isJobName = namedIn(JOBS);

/**
 * The command `name` as the server runs it: only where ACCESS allows it, and in a household
 * recorded in its activity when it changes something there (a viewer's marking what they have
 * seen does not).
 */
export function guardedCommand<N extends CommandName>(name: N): Command<InputOf<N>, OutputOf<N>> {
  const command = COMMANDS[name] as unknown as Command<InputOf<N>, OutputOf<N>>;
  const access = ACCESS[name];
  const changes = access === 'editor' || access === 'owner' || name === 'leaveHousehold';
  return withAccess(access, changes ? withActivity(name, command) : command);
}
