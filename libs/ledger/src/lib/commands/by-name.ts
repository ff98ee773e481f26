// Every command and long job by the name it travels under: the client asks the server for one by
// name, and the server runs the one these tables give (never code the client sent). The commands
// that make up a job (an import's batches, a restore's commits, the rebuild's pages) are not in
// the table: only their job runs them, with what it read itself.
import type { Language } from '@pitaka/domain';
import type { Command } from '../port/port';
import type { Job } from '../port/job';
import { rebuildSummaries } from '../jobs/rebuild-summaries';
import { restoreBackup } from '../jobs/restore';
import { importStatement, undoStatementImport } from '../jobs/statement-imports';
import { completeSetup, createAccount, deleteAccount, saveLanguage, updateAccount } from './accounts';
import { createDebt, deleteDebt, updateDebt } from './debts';
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
} satisfies Record<string, Command<never, unknown>>;

/** The long jobs: many commands in a row, each its own transaction, run where the books are. */
export const JOBS = {
  importStatement,
  undoStatementImport,
  restoreBackup,
  rebuildSummaries,
} satisfies Record<string, Job<never, unknown>>;

export type CommandName = keyof typeof COMMANDS;
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
