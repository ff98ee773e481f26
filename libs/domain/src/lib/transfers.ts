// A transfer moves money between two of the user's own accounts. It is stored as ordinary
// transaction documents (so the original product still reads them as expense/income rows): the
// outgoing half (expense on the source), the incoming half (income on the destination) and an
// optional fee (expense on the source, category 'Fees'), all carrying one `transfer` link.
// A transfer is neither income nor expense; only its fee is spending.
import type { AccountRef, IsoCurrency, Transaction, TransactionType, TransferLink, TransferRole } from './model';
import { CATEGORY_FEES, CATEGORY_TRANSFER } from './lookups';
import { ZERO_CENTAVOS, addMoney, negateMoney, subtractMoney, type Centavos } from './money';
import { balanceLimitRefusal, isWithinMaxAmount, type BalanceLimitReason } from './limits';
import {
  ACCOUNT,
  TRANSFER as T,
  VALIDATION as V,
  amountExceedsMax,
  decimalsIn,
  padalaLegCurrency,
  padalaReceivedRequired,
  transferReceivedSameCurrency,
} from './errors/messages';
import { minorUnitsOf } from './currency/iso-4217';
import { isBlank, isPositiveAmount, textLengthError } from './validation/common';
import { invalid, valid, type Invalid, type Validation } from './validation/result';
import { validateRevertTransaction, type TransactionRefusal } from './validation/transaction';
import { signedAmount, type BalanceEffects } from './transactions';
import { findAccount } from './accounts';

export const TRANSFER_ROLES: readonly TransferRole[] = ['out', 'in', 'fee'];

export function isTransferRole(value: unknown): value is TransferRole {
  return TRANSFER_ROLES.includes(value as TransferRole);
}

export function transferPartId(transferId: string, role: TransferRole): string {
  return `${transferId}-${role}`;
}

export function transferPartType(role: TransferRole): TransactionType {
  return role === 'in' ? 'income' : 'expense';
}

/**
 * What a list shows for a part, around the other account's name (which a list links):
 * 'Transfer to BPI Savings', 'Transfer from GCash', 'Transfer fee (to GCash)'.
 */
export function transferTitleParts(link: Pick<TransferLink, 'role' | 'accountName'>): [string, string, string] {
  switch (link.role) {
    case 'out':
      return ['Transfer to ', link.accountName, ''];
    case 'in':
      return ['Transfer from ', link.accountName, ''];
    case 'fee':
      return ['Transfer fee (to ', link.accountName, ')'];
  }
}

export function transferTitle(link: Pick<TransferLink, 'role' | 'accountName'>): string {
  return transferTitleParts(link).join('');
}

/** The user's note of a part, or '' when its description is the generated title. */
export function transferNote(tx: Pick<Transaction, 'description' | 'transfer'>): string {
  return tx.transfer && tx.description !== transferTitle(tx.transfer) ? tx.description : '';
}

export interface TransferInput {
  fromAccountId: string;
  toAccountId: string;
  /** Sent, in the source account's currency. */
  amount: Centavos | null;
  /** Empty means no fee. In the source account's currency. */
  fee: Centavos | null;
  /**
   * A padala's amount received, in the destination's currency: required when the two accounts'
   * currencies differ, absent otherwise (the amount sent is the amount received).
   */
  received?: Centavos | null;
  /**
   * The currencies the person saw for the source and the destination: a leg in another currency
   * than its account's is refused (a form that read an account before it was recreated).
   */
  fromCurrency?: IsoCurrency;
  toCurrency?: IsoCurrency;
  note: string;
}

export type TransferField = 'fromAccountId' | 'toAccountId' | 'amount' | 'fee' | 'received' | 'note';

export type TransferRefusal = BalanceLimitReason;

export interface ValidTransfer {
  fromAccountId: string;
  toAccountId: string;
  amount: Centavos;
  /** 0 when there is none. */
  fee: Centavos;
  /** What the destination gets: `amount` within one currency, the padala's amount received otherwise. */
  received: Centavos;
  /** Set on a padala: the two currencies (each the account's own). */
  currencies?: { from: IsoCurrency; to: IsoCurrency };
  note: string;
}

/** A stored transfer read back from its parts, as an edit form starts from it. */
export type StoredTransfer = ValidTransfer & { transferId: string; date: Date };

/** An account as a transfer sees it; `currency` defaults to the books'. */
export type TransferAccount = AccountRef & { currency?: IsoCurrency };

export interface TransferContext {
  /**
   * The two accounts with the balances the transfer may use: for an edit, as if the original
   * transfer were reverted first.
   */
  from: TransferAccount | null | undefined;
  to: TransferAccount | null | undefined;
  /** The books' currency. */
  currency?: IsoCurrency;
}

/** An account's currency: its own, or the books'. */
export function currencyOfAccount(
  account: Pick<AccountRef, 'currency'>,
  booksCurrency: IsoCurrency = 'PHP',
): IsoCurrency {
  return account.currency ?? booksCurrency;
}

/**
 * First failing rule: accounts chosen and different, note length, both accounts exist, each leg
 * in its account's currency, amount (> 0, whole minor units of the source's currency, at most
 * MAX_AMOUNT), fee (empty or >= 0, likewise; it may exceed the amount), the amount received for a
 * padala (likewise, in the destination's currency) and none within one currency, the source
 * affords amount + fee ('insufficientFunds'), the destination stays within MAX_AMOUNT
 * ('balanceLimit').
 */
export function validateTransfer(
  input: TransferInput,
  ctx: TransferContext,
): Validation<ValidTransfer, TransferField, TransferRefusal> {
  if (isBlank(input.fromAccountId)) return invalid('fromAccountId', T.selectFrom);
  if (isBlank(input.toAccountId)) return invalid('toAccountId', T.selectTo);
  if (input.fromAccountId === input.toAccountId) return invalid('toAccountId', T.sameAccount);
  const noteTooLong = textLengthError(input.note, 'note');
  if (noteTooLong) return invalid('note', noteTooLong);
  const { from, to } = ctx;
  if (!from) return invalid('fromAccountId', ACCOUNT.accountNotFound);
  if (!to) return invalid('toAccountId', ACCOUNT.accountNotFound);
  const fromCurrency = currencyOfAccount(from, ctx.currency);
  const toCurrency = currencyOfAccount(to, ctx.currency);
  if (input.fromCurrency !== undefined && input.fromCurrency !== fromCurrency)
    return invalid('fromAccountId', padalaLegCurrency(from.name, fromCurrency, input.fromCurrency));
  if (input.toCurrency !== undefined && input.toCurrency !== toCurrency)
    return invalid('toAccountId', padalaLegCurrency(to.name, toCurrency, input.toCurrency));
  const amount = amountRefusal('amount', input.amount, fromCurrency);
  if (!amount.ok) return amount;
  const fee = amountRefusal('fee', input.fee ?? ZERO_CENTAVOS, fromCurrency, T.validFee, true);
  if (!fee.ok) return fee;
  const padala = fromCurrency !== toCurrency;
  const givenReceived = input.received ?? null;
  if (!padala && givenReceived !== null) return invalid('received', transferReceivedSameCurrency(fromCurrency));
  if (padala && givenReceived === null) return invalid('received', padalaReceivedRequired(to.name, toCurrency));
  const received = padala ? amountRefusal('received', givenReceived, toCurrency) : amount;
  if (!received.ok) return received;
  const sourceRefusal = balanceRefusal('amount', from, negateMoney(addMoney(amount.value, fee.value)), fromCurrency);
  if (sourceRefusal) return sourceRefusal;
  // Only the maximum can refuse the destination here: a destination that already spent what an
  // edited transfer gave it is refused by the ledger, with its stored balance in the message.
  const destinationRefusal = balanceRefusal(padala ? 'received' : 'amount', to, received.value, toCurrency);
  if (destinationRefusal?.reason === 'balanceLimit') return destinationRefusal;
  return valid({
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: amount.value,
    fee: fee.value,
    received: received.value,
    ...(padala ? { currencies: { from: fromCurrency, to: toCurrency } } : {}),
    note: (input.note ?? '').trim(),
  });
}

/**
 * An amount of a transfer in `currency`: a whole number of its minor units ('JPY amounts have no
 * decimals' for a fraction of a yen a caller sent), above zero (or zero for a fee), at most
 * MAX_AMOUNT.
 */
function amountRefusal(
  field: TransferField,
  value: Centavos | null,
  currency: IsoCurrency,
  notValid = V.validAmount,
  zeroAllowed = false,
): Validation<Centavos, TransferField, TransferRefusal> {
  if (value === null || !Number.isFinite(value)) return invalid(field, notValid);
  if (!Number.isInteger(value)) return invalid(field, decimalsIn(currency, minorUnitsOf(currency)));
  if (zeroAllowed ? value < 0 || !Number.isSafeInteger(value) : !isPositiveAmount(value))
    return invalid(field, notValid);
  if (!isWithinMaxAmount(value)) return invalid(field, amountExceedsMax(currency));
  return valid(value);
}

function balanceRefusal(
  field: TransferField,
  account: TransferAccount,
  delta: Centavos,
  currency: IsoCurrency,
): Invalid<TransferField, TransferRefusal> | null {
  const refusal = balanceLimitRefusal(account, delta, currency);
  return refusal ? invalid(field, refusal, refusal.reason) : null;
}

/** One document of a transfer, as the ledger books it. */
export interface TransferPart {
  role: TransferRole;
  type: TransactionType;
  amount: Centavos;
  category: string;
  description: string;
  accountId: string;
  link: TransferLink;
}

/** The documents a valid transfer books: out and in, and the fee when there is one. */
export function transferParts(
  transferId: string,
  t: ValidTransfer,
  from: Pick<AccountRef, 'id' | 'name'>,
  to: Pick<AccountRef, 'id' | 'name'>,
): TransferPart[] {
  const { currencies } = t;
  const part = (role: TransferRole, amount: Centavos, account: typeof from, other: typeof to): TransferPart => {
    const link: TransferLink = { id: transferId, role, accountId: other.id, accountName: other.name };
    if (currencies) {
      link.counter =
        role === 'in'
          ? { amount: t.amount, currency: currencies.from }
          : { amount: t.received, currency: currencies.to };
    }
    return {
      role,
      type: transferPartType(role),
      amount,
      category: role === 'fee' ? CATEGORY_FEES : CATEGORY_TRANSFER,
      description: t.note || transferTitle(link),
      accountId: account.id,
      link,
    };
  };
  const parts = [part('out', t.amount, from, to), part('in', t.received, to, from)];
  return t.fee > 0 ? [...parts, part('fee', t.fee, from, to)] : parts;
}

/**
 * A stored transfer read back from its documents: the form's values for an edit. Null when the
 * out or in half is missing (a broken transfer is never edited as a whole).
 */
export function transferFromParts(parts: readonly Transaction[]): (ValidTransfer & { date: Date }) | null {
  const out = parts.find((p) => p.transfer?.role === 'out');
  const incoming = parts.find((p) => p.transfer?.role === 'in');
  if (!out || !incoming) return null;
  const fee = parts.find((p) => p.transfer?.role === 'fee');
  const sentIn = incoming.transfer?.counter?.currency;
  const receivedIn = out.transfer?.counter?.currency;
  return {
    fromAccountId: out.accountId,
    toAccountId: incoming.accountId,
    amount: out.amount,
    fee: fee?.amount ?? ZERO_CENTAVOS,
    received: incoming.amount,
    ...(sentIn && receivedIn ? { currencies: { from: sentIn, to: receivedIn } } : {}),
    note: transferNote(out),
    date: out.date,
  };
}

/** The signed amount per account of a transfer's parts (what booking it moved). */
export function transferEffects(parts: readonly Pick<Transaction, 'type' | 'amount' | 'accountId'>[]): BalanceEffects {
  const effects: BalanceEffects = {};
  for (const p of parts) effects[p.accountId] = addMoney(effects[p.accountId] ?? ZERO_CENTAVOS, signedAmount(p));
  return effects;
}

/**
 * The signed amount per account that a transfer moves: the source −(amount + fee), the
 * destination +received (each in its own currency).
 */
export function transferValueEffects(
  t: Pick<ValidTransfer, 'fromAccountId' | 'toAccountId' | 'amount' | 'fee' | 'received'>,
): BalanceEffects {
  return transferEffects([
    { type: 'expense', amount: t.amount, accountId: t.fromAccountId },
    { type: 'expense', amount: t.fee, accountId: t.fromAccountId },
    { type: 'income', amount: t.received, accountId: t.toAccountId },
  ]);
}

/**
 * The accounts with their balances as if `effects` were undone: what an edit of a transfer may
 * use (a balance can read below zero here; the ledger refuses such an edit with the real one).
 */
export function balancesWithout<T extends AccountRef>(accounts: readonly T[], effects: BalanceEffects): T[] {
  return accounts.map((a) => ({ ...a, balance: subtractMoney(a.balance, effects[a.id] ?? ZERO_CENTAVOS) }));
}

/**
 * Reverting a whole transfer, account by account: refused with the revert's text when an account
 * would go below zero (the destination already spent the money) or past the maximum.
 */
export function validateTransferRevert(
  parts: readonly Pick<Transaction, 'type' | 'amount' | 'accountId'>[],
  accounts: readonly TransferAccount[],
  currency: IsoCurrency = 'PHP',
): Validation<void, 'transaction', TransactionRefusal> {
  for (const [accountId, delta] of Object.entries(transferEffects(parts))) {
    const moved = { type: delta >= 0 ? 'income' : 'expense', amount: delta >= 0 ? delta : negateMoney(delta) } as const;
    const account = findAccount(accounts, accountId);
    const result = validateRevertTransaction(moved, account, account?.currency ?? currency);
    if (!result.ok) return result;
  }
  return valid(undefined);
}

/** A part of a transfer is never edited alone: nothing may leave one half behind. */
export function validateTransactionIsNotTransferPart(
  tx: Pick<Transaction, 'transfer'>,
): Validation<void, 'transaction'> {
  return tx.transfer ? invalid('transaction', T.editAsTransfer) : valid(undefined);
}
