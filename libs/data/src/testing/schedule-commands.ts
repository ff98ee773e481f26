// The data specs' vocabulary for the one schedule engine: paying weeks, receiving payouts and
// marking debt payments, each a call of markRows / unmarkRows (what the screens call too).
import type { PaymentSource } from '@pitaka/domain';
import { markRows, unmarkRows, type DataScope } from '../lib/store';

type Source = PaymentSource;

export const payWeeks = (
  scope: DataScope,
  v: { paluwaganId: string; weekNumbers: readonly number[]; source: Source },
  now?: Date,
) =>
  markRows(
    scope,
    { schedule: { kind: 'paluwagan-week', id: v.paluwaganId }, keys: v.weekNumbers, source: v.source },
    now,
  );

export const unpayWeeks = (
  scope: DataScope,
  v: { paluwaganId: string; weekNumbers: readonly number[]; withoutReversalForMissingAccounts?: boolean },
  now?: Date,
) =>
  unmarkRows(
    scope,
    {
      schedule: { kind: 'paluwagan-week', id: v.paluwaganId },
      keys: v.weekNumbers,
      withoutReversalForMissingAccounts: v.withoutReversalForMissingAccounts,
    },
    now,
  );

export const receivePayout = (
  scope: DataScope,
  v: { paluwaganId: string; number: number; accountId: string },
  now?: Date,
) =>
  markRows(
    scope,
    {
      schedule: { kind: 'paluwagan-payout', id: v.paluwaganId },
      keys: [v.number],
      source: { kind: 'account', accountId: v.accountId },
    },
    now,
  );

export const unreceivePayout = async (
  scope: DataScope,
  v: { paluwaganId: string; number: number; withoutReversalForMissingAccount?: boolean },
  now?: Date,
) => {
  const { withoutReversal } = await unmarkRows(
    scope,
    {
      schedule: { kind: 'paluwagan-payout', id: v.paluwaganId },
      keys: [v.number],
      withoutReversalForMissingAccounts: v.withoutReversalForMissingAccount,
    },
    now,
  );
  return { withoutReversal: withoutReversal.length > 0 };
};

export const markDebtPayments = (
  scope: DataScope,
  v: { debtId: string; indexes: readonly number[]; source: Source },
  now?: Date,
) => markRows(scope, { schedule: { kind: 'debt-payment', id: v.debtId }, keys: v.indexes, source: v.source }, now);

export const unmarkDebtPayments = (
  scope: DataScope,
  v: { debtId: string; indexes: readonly number[]; withoutReversalForMissingAccounts?: boolean },
  now?: Date,
) =>
  unmarkRows(
    scope,
    {
      schedule: { kind: 'debt-payment', id: v.debtId },
      keys: v.indexes,
      withoutReversalForMissingAccounts: v.withoutReversalForMissingAccounts,
    },
    now,
  );
