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
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { readOrRefuse } from './ledger';
import { deleteCommand } from './records';

/** A debt's fields from a form that passed: its schedule (whole centavos adding up to the total), all unpaid. */
function debtFields(checked: ValidDebtInput): Omit<Debt, 'id'> {
  const { type, name, counterpartyName, totalAmount } = checked;
  return { type, name, counterpartyName, totalAmount, paymentSchedule: generateDebtSchedule(checked) };
}

/** Creates a debt with its schedule, all unpaid. */
export const createDebt: Command<DebtFormInput, { id: string }> = async (tx, ctx, input) => {
  const checked = assertValid(validateDebtCreate(input));
  const id = ctx.newId();
  tx.set(paths(ctx.space).debt(id), { id, ...debtFields(checked), createdAt: ctx.now, updatedAt: ctx.now });
  return { id };
};

export interface UpdateDebtInput extends DebtFormInput {
  debtId: string;
}

/**
 * Edit: while no payment is marked the full field set is rewritten with a new schedule, all
 * unpaid; once locked only name and counterparty change (the type too would turn the
 * reversals of marked payments the wrong way round, so a type change is refused).
 */
export const updateDebt: Command<UpdateDebtInput, void> = async (tx, ctx, input) => {
  const ref = paths(ctx.space).debt(input.debtId);
  const debt = await readOrRefuse(tx, ref, DEBT.notFound);
  const locked = isDebtLocked(debt);
  const checked = assertValid(validateDebtEdit(input, { locked, originalType: debt.type }));
  const names = { name: checked.name, counterpartyName: checked.counterpartyName };
  if (checked.locked) {
    if (changesDebtSchedule(debt, input)) throw new CommandError('refused', DEBT.lockedNotice);
    tx.update(ref, { ...names, type: debt.type, updatedAt: ctx.now });
    return;
  }
  // Every field but createdAt.
  tx.update(ref, { ...debtFields(checked), updatedAt: ctx.now });
};

export const deleteDebt = deleteCommand('debtId', (space, id) => paths(space).debt(id), DEBT.notFound);
