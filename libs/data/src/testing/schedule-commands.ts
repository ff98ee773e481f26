// The data specs' vocabulary for the one schedule engine: a paluwagan to pay, paying weeks,
// receiving payouts and marking debt payments, each a call of markRows / unmarkRows (what the
// screens call too).
import type { PaluwaganFormInput, PaymentSource } from '@pitaka/domain';
import { createPaluwagan, markRows, unmarkRows, type DataScope, type ScheduleRef } from '../lib/store';
import { at } from './emulator';

/**
 * Creates the paluwagan a spec needs through the command the form calls: 'Office Paluwagan' of
 * Aling Nena started Friday 20 February 2026 (payouts from Sunday the 22nd) unless told; its id.
 */
export async function startPaluwagan(
  scope: DataScope,
  form: Pick<PaluwaganFormInput, 'totalNumbers' | 'amountPerNumber' | 'selectedNumbers'> & Partial<PaluwaganFormInput>,
  now: Date,
): Promise<string> {
  const defaults = { name: 'Office Paluwagan', organizer: 'Aling Nena', startDate: at(2026, 2, 20) };
  return (await createPaluwagan(scope, { ...defaults, ...form }, now)).id;
}

export const fromAccount = (accountId: string): PaymentSource => ({ kind: 'account', accountId });
export const MARK_ONLY: PaymentSource = { kind: 'markOnly' };

type Weeks = { paluwaganId: string; weekNumbers: readonly number[] };
type Payments = { debtId: string; indexes: readonly number[] };
type Paying = { source: PaymentSource };
type Unmarking = { withoutReversalForMissingAccounts?: boolean };

const mark = (scope: DataScope, schedule: ScheduleRef, keys: readonly number[], source: PaymentSource, now?: Date) =>
  markRows(scope, { schedule, keys, source }, now);

const unmark = (
  scope: DataScope,
  schedule: ScheduleRef,
  keys: readonly number[],
  withoutReversalForMissingAccounts: boolean | undefined,
  now?: Date,
) => unmarkRows(scope, { schedule, keys, withoutReversalForMissingAccounts }, now);

export const payWeeks = (scope: DataScope, v: Weeks & Paying, now?: Date) =>
  mark(scope, { kind: 'paluwagan-week', id: v.paluwaganId }, v.weekNumbers, v.source, now);

export const unpayWeeks = (scope: DataScope, v: Weeks & Unmarking, now?: Date) =>
  unmark(scope, { kind: 'paluwagan-week', id: v.paluwaganId }, v.weekNumbers, v.withoutReversalForMissingAccounts, now);

export const receivePayout = (
  scope: DataScope,
  v: { paluwaganId: string; number: number; accountId: string },
  now?: Date,
) => mark(scope, { kind: 'paluwagan-payout', id: v.paluwaganId }, [v.number], fromAccount(v.accountId), now);

export const unreceivePayout = async (
  scope: DataScope,
  v: { paluwaganId: string; number: number; withoutReversalForMissingAccount?: boolean },
  now?: Date,
) => {
  const schedule: ScheduleRef = { kind: 'paluwagan-payout', id: v.paluwaganId };
  const { withoutReversal } = await unmark(scope, schedule, [v.number], v.withoutReversalForMissingAccount, now);
  return { withoutReversal: withoutReversal.length > 0 };
};

export const markDebtPayments = (scope: DataScope, v: Payments & Paying, now?: Date) =>
  mark(scope, { kind: 'debt-payment', id: v.debtId }, v.indexes, v.source, now);

export const unmarkDebtPayments = (scope: DataScope, v: Payments & Unmarking, now?: Date) =>
  unmark(scope, { kind: 'debt-payment', id: v.debtId }, v.indexes, v.withoutReversalForMissingAccounts, now);
