import { userCollection } from './collection';
import { command, paths } from './scope';

export type { UpdateDebtInput } from '@pitaka/ledger';

const debts = userCollection(paths.debts);

// ---------------------------------------------------------------------------------------------
// Queries

/** Newest first; the page splits them into 'Money You Owe' and 'Money Owed to You'. */
export const listDebts = debts.list;

/** One debt, or null ('Debt not found'). */
export const getDebt = debts.get;

// ---------------------------------------------------------------------------------------------
// Commands (the ledger's, each one Firestore transaction)

export const createDebt = command('createDebt');
export const updateDebt = command('updateDebt');
export const deleteDebt = command('deleteDebt');
