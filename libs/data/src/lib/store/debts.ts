import {
  DEBT,
  assertValid,
  changesDebtSchedule,
  generateDebtSchedule,
  isDebtLocked,
  validateDebtCreate,
  validateDebtEdit,
  type Debt,
  type DebtFormInput,
  type ValidDebtInput,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { debtToDoc, ts } from './converters';
import { userCollection } from './collection';
import { type DataScope, command, paths } from './scope';

const debts = userCollection(paths.debts, DEBT.notFound);

// ---------------------------------------------------------------------------------------------
// Queries

/** Newest first; the page splits them into 'Money You Owe' and 'Money Owed to You'. */
export const listDebts = debts.list;

/** One debt, or null ('Debt not found'). */
export const getDebt = debts.get;

// ---------------------------------------------------------------------------------------------
// Commands

/** A debt's fields from a form that passed: its schedule (whole centavos adding up to the total), all unpaid. */
function debtFields(checked: ValidDebtInput): Omit<Debt, 'id'> {
  const { type, name, counterpartyName, totalAmount } = checked;
  return { type, name, counterpartyName, totalAmount, paymentSchedule: generateDebtSchedule(checked) };
}

/** Creates a debt with its schedule, all unpaid. */
export const createDebt = command(async (tx, scope, input: DebtFormInput, now): Promise<{ id: string }> => {
  const checked = assertValid(validateDebtCreate(input));
  return debts.add(tx, scope, debtToDoc({ ...debtFields(checked), createdAt: now, updatedAt: now }));
});

export interface UpdateDebtInput extends DebtFormInput {
  debtId: string;
}

/**
 * Edit: while no payment is marked the full field set is rewritten with a new schedule, all
 * unpaid; once locked only name and counterparty change (the type too would turn the
 * reversals of marked payments the wrong way round, so a type change is refused).
 */
export const updateDebt = command(async (tx, scope, input: UpdateDebtInput, now): Promise<void> => {
  const { ref, value: debt } = await debts.read(tx, scope, input.debtId);
  const locked = isDebtLocked(debt);
  const checked = assertValid(validateDebtEdit(input, { locked, originalType: debt.type }));
  const names = { name: checked.name, counterpartyName: checked.counterpartyName };
  if (checked.locked) {
    if (changesDebtSchedule(debt, input)) throw new DataError('refused', DEBT.lockedNotice);
    tx.update(ref, { ...names, type: debt.type, updatedAt: ts(now) });
    return;
  }
  // Every stored field but createdAt; spread, as update() takes no interface type.
  tx.update(ref, { ...debtToDoc({ ...debtFields(checked), updatedAt: now }) });
});

export const deleteDebt = (scope: DataScope, input: { debtId: string }): Promise<void> =>
  debts.delete(scope, input.debtId);
