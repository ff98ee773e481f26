import type { AccountRef, Paluwagan } from '../model';
import {
  MAX_AMOUNT_CENTAVOS,
  PALUWAGAN_DESCRIPTION_MAX_LENGTH,
  PALUWAGAN_MAX_NUMBERS,
  PALUWAGAN_MIN_AMOUNT,
  PALUWAGAN_MIN_NUMBERS,
} from '../constants';
import { toCentavos } from '../money';
import { balanceLimitError, isWithinMaxAmount } from '../limits';
import { dropNumbersAbove } from '../paluwagan-schedule';
import { isPayoutAvailable } from '../paluwagan';
import {
  ACCOUNT_MESSAGES,
  PALUWAGAN_MESSAGES as P,
  VALIDATION_MESSAGES as V,
  accountNotFoundForWeekMessage,
  balanceExceedsMaxMessage,
  insufficientFundsMessage,
} from '../errors/messages';
import type { PaymentSource } from './common';
import { isBlank, isValidDate, resolveSourceAccount, textLengthError } from './common';

export interface PaluwaganFormInput {
  name: string;
  organizer: string;
  description?: string;
  startDate: Date | null;
  totalNumbers: number | null;
  amountPerNumber: number | null;
  selectedNumbers: readonly number[];
}

/**
 * Paluwagan create/edit, first failing rule in form order: name (required, <= 200 characters),
 * organizer (required, <= 200), description (<= 1000), amount per number (>= 1, <= MAX_AMOUNT),
 * total numbers (whole, 1..100), payout per number = amount × total (<= MAX_AMOUNT), start
 * date, at least one selected number within the total. When the paluwagan is locked only name,
 * organizer and description are checked (the financial fields are not editable then).
 */
export function validatePaluwaganForm(input: PaluwaganFormInput, opts: { locked?: boolean } = {}): string | null {
  if (isBlank(input.name)) return V.paluwaganNameRequired;
  const texts =
    textLengthError(input.name, 'Paluwagan name') ??
    (isBlank(input.organizer) ? V.organizerRequired : null) ??
    textLengthError(input.organizer, 'Organizer') ??
    textLengthError(input.description, 'Description', PALUWAGAN_DESCRIPTION_MAX_LENGTH);
  if (texts) return texts;
  if (opts.locked) return null;
  const amount = input.amountPerNumber;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return V.amountPerNumberMin;
  if (!isWithinMaxAmount(amount)) return amount > 0 ? V.amountPerNumberMax : V.amountPerNumberMin;
  if (toCentavos(amount) < toCentavos(PALUWAGAN_MIN_AMOUNT)) return V.amountPerNumberMin;
  const total = input.totalNumbers;
  if (
    typeof total !== 'number' ||
    !Number.isInteger(total) ||
    total < PALUWAGAN_MIN_NUMBERS ||
    total > PALUWAGAN_MAX_NUMBERS
  ) {
    return V.totalNumbersRange;
  }
  if (toCentavos(amount) * total > MAX_AMOUNT_CENTAVOS) return V.payoutPerNumberMax;
  if (!isValidDate(input.startDate)) return V.startDateRequired;
  if (dropNumbersAbove(input.selectedNumbers, total).length === 0) return V.selectAtLeastOneNumber;
  return null;
}

type Payments = Pick<Paluwagan, 'weeklyPayments'>;

/** Pay weeks: all exist and are unpaid; when deducting, the account covers their total. */
export function validatePayWeeks(
  p: Payments,
  weekNumbers: readonly number[],
  source: PaymentSource,
  accounts: readonly AccountRef[],
): string | null {
  const weeks = [...new Set(weekNumbers)].map((n) => p.weeklyPayments.find((w) => w.weekNumber === n));
  if (weeks.length === 0 || weeks.some((w) => !w || w.isPaid)) return P.paymentsNotFoundOrPaid;
  if (source.kind === 'markOnly') return null;
  const { account, error } = resolveSourceAccount(source.accountId, accounts);
  if (!account) return error;
  const total = weeks.reduce((s, w) => s + toCentavos(w?.amount ?? 0), 0);
  if (total > toCentavos(account.balance)) return insufficientFundsMessage(account.name, account.balance, 'PHP');
  return null;
}

/**
 * Unpay weeks: all exist and are paid; each one paid from an account still has that account;
 * the reversals (incomes) keep every credited balance within MAX_AMOUNT.
 */
export function validateUnpayWeeks(
  p: Payments,
  weekNumbers: readonly number[],
  accounts: readonly AccountRef[],
): string | null {
  const weeks = [...new Set(weekNumbers)].map((n) => p.weeklyPayments.find((w) => w.weekNumber === n));
  if (weeks.length === 0 || weeks.some((w) => !w || !w.isPaid)) return P.paymentsNotFoundOrUnpaid;
  const credits = new Map<string, number>();
  for (const w of weeks) {
    if (!w?.accountId) continue;
    if (!accounts.some((a) => a.id === w.accountId)) return accountNotFoundForWeekMessage(w.weekNumber);
    credits.set(w.accountId, (credits.get(w.accountId) ?? 0) + toCentavos(w.amount));
  }
  for (const [accountId, centavos] of credits) {
    const account = accounts.find((a) => a.id === accountId);
    if (account && toCentavos(account.balance) + centavos > MAX_AMOUNT_CENTAVOS) {
      return balanceExceedsMaxMessage(account.name, 'PHP');
    }
  }
  return null;
}

type Payouts = Pick<Paluwagan, 'numbers' | 'payoutPerNumber'>;

/**
 * Mark a payout received: own number, not yet received, date reached, account chosen and
 * found, and the payout keeps its balance within MAX_AMOUNT.
 */
export function validatePayoutReceive(
  p: Payouts,
  number: number,
  accountId: string,
  accounts: readonly AccountRef[],
  today: Date,
): string | null {
  const n = p.numbers.find((x) => x.number === number && x.isOwner);
  if (!n) return P.numberNotFound;
  if (n.isPaid) return P.payoutAlreadyReceived;
  if (!isPayoutAvailable(n, today)) return V.payoutBeforeDate;
  const { account, error } = resolveSourceAccount(accountId, accounts);
  if (!account) return error;
  return balanceLimitError(account, toCentavos(p.payoutPerNumber), 'PHP');
}

/** Mark a payout unreceived: the credited account must still hold the payout. */
export function validatePayoutUnreceive(p: Payouts, number: number, accounts: readonly AccountRef[]): string | null {
  const n = p.numbers.find((x) => x.number === number && x.isOwner);
  if (!n) return P.numberNotFound;
  if (!n.isPaid) return P.payoutNotReceived;
  if (!n.accountId) return null;
  const account = accounts.find((a) => a.id === n.accountId);
  if (!account) return ACCOUNT_MESSAGES.accountNotFound;
  if (toCentavos(p.payoutPerNumber) > toCentavos(account.balance)) {
    return insufficientFundsMessage(account.name, account.balance, 'PHP');
  }
  return null;
}
