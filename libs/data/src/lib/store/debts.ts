import {
  DEBT_MESSAGES,
  assertValid,
  changesDebtSchedule,
  generateDebtSchedule,
  isDebtLocked,
  toPesos,
  validateDebtCreate,
  validateDebtEdit,
  type Debt,
  type DebtFormInput,
  type DebtPayment,
  type ValidDebtSchedule,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { debtPaymentToDoc, debtToDoc, ts } from './converters';
import {
  type DataScope,
  addInCommand,
  deleteInCommand,
  getByIdOrNull,
  listNewestFirst,
  paths,
  readInCommand,
  runCommand,
} from './scope';

// ---------------------------------------------------------------------------------------------
// Queries

/** Newest first; the page splits them into 'Money You Owe' and 'Money Owed to You'. */
export function listDebts(scope: DataScope): Promise<Debt[]> {
  return listNewestFirst(paths.debts(scope));
}

/** One debt, or null ('Debt not found'). */
export function getDebt(scope: DataScope, debtId: string): Promise<Debt | null> {
  return getByIdOrNull(paths.debts(scope), debtId);
}

// ---------------------------------------------------------------------------------------------
// Commands

function schedule(input: ValidDebtSchedule): DebtPayment[] {
  return generateDebtSchedule(input);
}

/** Creates a debt with its schedule (whole centavos adding up to the total), all unpaid. */
export function createDebt(scope: DataScope, input: DebtFormInput, now: Date = new Date()): Promise<{ id: string }> {
  return runCommand(scope, async (tx) => {
    const checked = assertValid(validateDebtCreate(input));
    return addInCommand(
      tx,
      paths.debts(scope),
      debtToDoc({
        type: checked.type,
        name: checked.name,
        counterpartyName: checked.counterpartyName,
        totalAmount: checked.totalAmount,
        paymentSchedule: schedule(checked),
        createdAt: now,
        updatedAt: now,
      }),
    );
  });
}

export interface UpdateDebtInput extends DebtFormInput {
  debtId: string;
}

/**
 * Edit: while no payment is marked the full field set is rewritten with a new schedule, all
 * unpaid; once locked only name and counterparty change (the type too would turn the
 * reversals of marked payments the wrong way round, so a type change is refused).
 */
export function updateDebt(scope: DataScope, input: UpdateDebtInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, value: debt } = await readInCommand(tx, paths.debts(scope), input.debtId, DEBT_MESSAGES.notFound);
    const locked = isDebtLocked(debt);
    const checked = assertValid(validateDebtEdit(input, { locked, originalType: debt.type }));
    const names = { name: checked.name, counterpartyName: checked.counterpartyName };
    if (checked.locked) {
      if (changesDebtSchedule(debt, input)) throw new DataError('refused', DEBT_MESSAGES.lockedNotice);
      tx.update(ref, { ...names, type: debt.type, updatedAt: ts(now) });
      return;
    }
    tx.update(ref, {
      ...names,
      type: checked.type,
      totalAmount: toPesos(checked.totalAmount),
      paymentSchedule: schedule(checked).map(debtPaymentToDoc),
      updatedAt: ts(now),
    });
  });
}

export function deleteDebt(scope: DataScope, input: { debtId: string }): Promise<void> {
  return deleteInCommand(scope, paths.debts(scope), input.debtId, DEBT_MESSAGES.notFound);
}
