// Every command by the name it travels under: the client asks the server for one by name, and the
// server runs the one this table gives (never code the client sent).
import type { Language } from '@pitaka/domain';
import type { Command } from '../port/port';
import { completeSetup, createAccount, deleteAccount, saveLanguage, updateAccount } from './accounts';
import { createDebt, deleteDebt, updateDebt } from './debts';
import { createPaluwagan, deletePaluwagan, updatePaluwagan } from './paluwagans';
import { addRebuildPage, finishRebuild, startRebuild } from './rebuild-summaries';
import {
  createRecurring,
  deleteRecurring,
  pauseRecurring,
  resumeRecurring,
  skipOccurrences,
  unskipOccurrences,
  updateRecurring,
} from './recurring';
import { writeRestoreCommit } from './restore';
import { markRows, unmarkRows } from './schedule-rows';
import { importStatementBatch, undoStatementImportBatch } from './statement-imports';
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
  importStatementBatch,
  undoStatementImportBatch,
  writeRestoreCommit,
  startRebuild,
  addRebuildPage,
  finishRebuild,
} satisfies Record<string, Command<never, unknown>>;

export type CommandName = keyof typeof COMMANDS;
export type InputOf<N extends CommandName> = (typeof COMMANDS)[N] extends Command<infer I, unknown> ? I : never;
export type OutputOf<N extends CommandName> = (typeof COMMANDS)[N] extends Command<never, infer O> ? O : never;

/**
 * What the client sends for a command: its input, where the server describes the payments it
 * books in the writer's language (`language`, English unless given) instead of the descriptions.
 */
export type CallInputOf<N extends CommandName> = 'descriptions' extends keyof InputOf<N>
  ? Omit<InputOf<N>, 'descriptions'> & { language?: Language }
  : InputOf<N>;

export function isCommandName(name: unknown): name is CommandName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(COMMANDS, name);
}
