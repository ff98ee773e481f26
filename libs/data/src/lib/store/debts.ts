import {
  CATEGORY_DEBT,
  DEBT_MESSAGES,
  GENERATED_DESCRIPTIONS,
  assertValid,
  changesDebtSchedule,
  generateDebtSchedule,
  isDebtLocked,
  roundMoney,
  validateDebtCreate,
  validateDebtEdit,
  validateDebtMark,
  validateDebtUnmark,
  type Debt,
  type DebtFormInput,
  type DebtPayment,
  type PaymentSource,
} from '@pitaka/domain';
import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import { DataError } from '@pitaka/data/session';
import { debtPaymentToDoc, debtToDoc, ts } from './converters';
import { Ledger, readAccounts } from './ledger';
import { unpaid, withoutLinks } from './links';
import {
  type DataScope,
  getOrNull,
  isDocumentId,
  listNewestFirst,
  paths,
  readInCommand,
  refs,
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
  return getOrNull(isDocumentId(debtId) ? refs.debt(scope, debtId) : null);
}

// ---------------------------------------------------------------------------------------------
// Commands

async function readDebt(tx: FirestoreTransaction, scope: DataScope, debtId: string) {
  const { ref, value } = await readInCommand(tx, debtId ? refs.debt(scope, debtId) : null, DEBT_MESSAGES.notFound);
  return { ref, debt: value };
}

function schedule(input: DebtFormInput): DebtPayment[] {
  return generateDebtSchedule({
    totalAmount: input.totalAmount as number,
    paymentType: input.paymentType,
    dueDate: input.dueDate,
    startDate: input.startDate,
    count: input.count ?? undefined,
    frequency: input.frequency,
  });
}

/** Creates a debt with its schedule (whole centavos adding up to the total), all unpaid. */
export function createDebt(scope: DataScope, input: DebtFormInput, now: Date = new Date()): Promise<{ id: string }> {
  return runCommand(scope, async (tx) => {
    assertValid(validateDebtCreate(input));
    const ref = refs.newIn(paths.debts(scope));
    tx.set(
      ref.withConverter(null),
      debtToDoc({
        type: input.type,
        name: input.name.trim(),
        counterpartyName: input.counterpartyName.trim(),
        totalAmount: roundMoney(input.totalAmount as number),
        paymentSchedule: schedule(input),
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { id: ref.id };
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
    const { ref, debt } = await readDebt(tx, scope, input.debtId);
    const locked = isDebtLocked(debt);
    assertValid(validateDebtEdit(input, { locked, originalType: debt.type }));
    const names = { name: input.name.trim(), counterpartyName: input.counterpartyName.trim() };
    if (locked) {
      if (changesDebtSchedule(debt, input)) throw new DataError('refused', DEBT_MESSAGES.lockedNotice);
      tx.update(ref, { ...names, type: debt.type, updatedAt: ts(now) });
      return;
    }
    tx.update(ref, {
      ...names,
      type: input.type,
      totalAmount: roundMoney(input.totalAmount as number),
      paymentSchedule: schedule(input).map(debtPaymentToDoc),
      updatedAt: ts(now),
    });
  });
}

export function deleteDebt(scope: DataScope, input: { debtId: string }): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref } = await readDebt(tx, scope, input.debtId);
    tx.delete(ref);
  });
}

export interface MarkDebtPaymentsInput {
  debtId: string;
  /** Positions in paymentSchedule (0-based). */
  indexes: readonly number[];
  /** 'Deduct from / Add to Account' or 'Mark as Paid / Received Only'. */
  source: PaymentSource;
}

/** Marks payments paid (owe: an expense per payment) or received (owed: an income), category 'Debt'. */
export function markDebtPayments(
  scope: DataScope,
  input: MarkDebtPaymentsInput,
  now: Date = new Date(),
): Promise<void> {
  return runCommand(scope, async (tx) => {
    const [{ ref, debt }, accounts] = await Promise.all([
      readDebt(tx, scope, input.debtId),
      input.source.kind === 'account' ? readAccounts(tx, scope, [input.source.accountId]) : [],
    ]);
    assertValid(validateDebtMark(debt, input.indexes, input.source, accounts));
    const selected = new Set(input.indexes);
    const account = accounts[0];
    const ledger = new Ledger(tx, scope, now);
    const paymentSchedule = debt.paymentSchedule.map((entry, i) => {
      if (!selected.has(i)) return entry;
      if (input.source.kind === 'markOnly') return { ...unpaid(entry), isPaid: true };
      const transactionId = ledger.post({
        type: debt.type === 'owe' ? 'expense' : 'income',
        amount: entry.amount,
        description: GENERATED_DESCRIPTIONS.debtPayment(debt.name, i + 1, debt.type),
        category: CATEGORY_DEBT,
        account,
        source: { kind: 'debt-payment', id: debt.id, index: i, reversal: false },
      });
      return { ...entry, isPaid: true, accountId: account.id, transactionId };
    });
    tx.update(ref, { paymentSchedule: paymentSchedule.map(debtPaymentToDoc), updatedAt: ts(now) });
    ledger.close();
  });
}

export interface UnmarkDebtPaymentsInput {
  debtId: string;
  indexes: readonly number[];
  /**
   * The way out for payments linked to an account that no longer exists (data of the original
   * product): unmark them without a reversal instead of refusing.
   */
  withoutReversalForMissingAccounts?: boolean;
}

/**
 * Unmarks payments; each one linked to an account is reversed (owe: income back, owed: an
 * expense, which needs the funds). Entries are rewritten without accountId. Returns the
 * positions unmarked without a reversal (their account was gone), for the message.
 */
export function unmarkDebtPayments(
  scope: DataScope,
  input: UnmarkDebtPaymentsInput,
  now: Date = new Date(),
): Promise<{ withoutReversal: number[] }> {
  return runCommand(scope, async (tx) => {
    const { ref, debt } = await readDebt(tx, scope, input.debtId);
    const selected = new Set(input.indexes);
    const accounts = await readAccounts(
      tx,
      scope,
      debt.paymentSchedule.filter((_, i) => selected.has(i)).map((e) => e.accountId),
    );
    const withoutReversal = input.withoutReversalForMissingAccounts
      ? debt.paymentSchedule.flatMap((e, i) =>
          selected.has(i) && e.accountId && !accounts.some((a) => a.id === e.accountId) ? [i] : [],
        )
      : [];
    const checked = {
      ...debt,
      paymentSchedule: debt.paymentSchedule.map((e, i) => (withoutReversal.includes(i) ? withoutLinks(e) : e)),
    };
    assertValid(validateDebtUnmark(checked, input.indexes, accounts));
    const ledger = new Ledger(tx, scope, now);
    const paymentSchedule = debt.paymentSchedule.map((entry, i) => {
      if (!selected.has(i)) return entry;
      const account = entry.accountId ? accounts.find((a) => a.id === entry.accountId) : undefined;
      if (account) {
        ledger.post({
          type: debt.type === 'owe' ? 'income' : 'expense',
          amount: entry.amount,
          description: GENERATED_DESCRIPTIONS.debtPaymentReversal(debt.name, i + 1, debt.type),
          category: CATEGORY_DEBT,
          account,
          source: { kind: 'debt-payment', id: debt.id, index: i, reversal: true },
        });
      }
      return unpaid(entry);
    });
    tx.update(ref, { paymentSchedule: paymentSchedule.map(debtPaymentToDoc), updatedAt: ts(now) });
    ledger.close();
    return { withoutReversal };
  });
}
