import {
  CATEGORY_PALUWAGAN,
  GENERATED_DESCRIPTIONS,
  PALUWAGAN_MESSAGES,
  VALIDATION_MESSAGES,
  assertValid,
  changesPaluwaganSchedule,
  generatePaluwaganSchedule,
  isPaluwaganLocked,
  roundMoney,
  startOfDay,
  validatePaluwaganForm,
  validatePayWeeks,
  validatePayoutReceive,
  validatePayoutUnreceive,
  validateUnpayWeeks,
  type Paluwagan,
  type PaluwaganFormInput,
  type PaymentSource,
  type WeeklyPayment,
} from '@pitaka/domain';
import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import { DataError } from '@pitaka/data/session';
import { numberToDoc, paluwaganToDoc, ts, weekToDoc } from './converters';
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

/** Newest first (the cards re-sort them with sortPaluwagansForCards). */
export function listPaluwagans(scope: DataScope): Promise<Paluwagan[]> {
  return listNewestFirst(paths.paluwagans(scope));
}

/** One paluwagan, or null ('Paluwagan not found'). */
export function getPaluwagan(scope: DataScope, paluwaganId: string): Promise<Paluwagan | null> {
  return getOrNull(isDocumentId(paluwaganId) ? refs.paluwagan(scope, paluwaganId) : null);
}

// ---------------------------------------------------------------------------------------------
// Commands

async function readPaluwagan(tx: FirestoreTransaction, scope: DataScope, paluwaganId: string) {
  const { ref, value } = await readInCommand(
    tx,
    paluwaganId ? refs.paluwagan(scope, paluwaganId) : null,
    PALUWAGAN_MESSAGES.notFound,
  );
  return { ref, paluwagan: value };
}

function scheduleFields(input: PaluwaganFormInput) {
  // A calendar day: stored as Manila midnight, whatever time of day the input carried.
  const startDate = startOfDay(input.startDate as Date);
  const totalNumbers = input.totalNumbers as number;
  const amountPerNumber = roundMoney(input.amountPerNumber as number);
  const schedule = generatePaluwaganSchedule({
    startDate,
    totalNumbers,
    amountPerNumber,
    ownedNumbers: input.selectedNumbers,
  });
  return {
    startDate,
    totalNumbers,
    amountPerNumber,
    payoutPerNumber: schedule.payoutPerNumber,
    numbers: schedule.numbers,
    weeklyPayments: schedule.weeklyPayments,
  };
}

/** Creates a paluwagan with its whole schedule (all unpaid); returns the new id for the redirect. */
export function createPaluwagan(
  scope: DataScope,
  input: PaluwaganFormInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  if (!scope.uid) return Promise.reject(new DataError('refused', VALIDATION_MESSAGES.mustBeLoggedInPaluwagan));
  return runCommand(scope, async (tx) => {
    assertValid(validatePaluwaganForm(input));
    const ref = refs.newIn(paths.paluwagans(scope));
    tx.set(
      ref.withConverter(null),
      paluwaganToDoc({
        name: input.name.trim(),
        organizer: input.organizer.trim(),
        description: input.description?.trim() ?? '',
        ...scheduleFields(input),
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { id: ref.id };
  });
}

export interface UpdatePaluwaganInput extends PaluwaganFormInput {
  paluwaganId: string;
}

/**
 * Edit: while nothing is paid the whole record is rewritten with a regenerated, all-unpaid
 * schedule; once locked only name, organizer and description change.
 */
export function updatePaluwagan(scope: DataScope, input: UpdatePaluwaganInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, paluwagan } = await readPaluwagan(tx, scope, input.paluwaganId);
    const locked = isPaluwaganLocked(paluwagan);
    assertValid(validatePaluwaganForm(input, { locked }));
    const names = {
      name: input.name.trim(),
      organizer: input.organizer.trim(),
      description: input.description?.trim() ?? '',
    };
    if (locked) {
      if (changesPaluwaganSchedule(paluwagan, input)) throw new DataError('refused', PALUWAGAN_MESSAGES.lockedNotice);
      tx.update(ref, { ...names, updatedAt: ts(now) });
      return;
    }
    const fields = scheduleFields(input);
    tx.update(ref, {
      ...names,
      startDate: ts(fields.startDate),
      totalNumbers: fields.totalNumbers,
      amountPerNumber: fields.amountPerNumber,
      payoutPerNumber: fields.payoutPerNumber,
      numbers: fields.numbers.map(numberToDoc),
      weeklyPayments: fields.weeklyPayments.map(weekToDoc),
      updatedAt: ts(now),
    });
  });
}

export function deletePaluwagan(scope: DataScope, input: { paluwaganId: string }): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref } = await readPaluwagan(tx, scope, input.paluwaganId);
    tx.delete(ref);
  });
}

export interface PayWeeksInput {
  paluwaganId: string;
  weekNumbers: readonly number[];
  /** 'Deduct from Account' or 'Mark as Paid Only'. */
  source: PaymentSource;
}

/**
 * Marks weeks paid. Deducting books one 'Paluwagan' expense per week on the account and stores
 * the accountId on each week; all or nothing.
 */
export function payWeeks(scope: DataScope, input: PayWeeksInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const [{ ref, paluwagan }, accounts] = await Promise.all([
      readPaluwagan(tx, scope, input.paluwaganId),
      input.source.kind === 'account' ? readAccounts(tx, scope, [input.source.accountId]) : [],
    ]);
    assertValid(validatePayWeeks(paluwagan, input.weekNumbers, input.source, accounts));
    const selected = new Set(input.weekNumbers);
    const account = accounts[0];
    const ledger = new Ledger(tx, scope, now);
    const weeklyPayments = paluwagan.weeklyPayments.map((w) => {
      if (!selected.has(w.weekNumber)) return w;
      if (input.source.kind === 'markOnly') return { ...unpaid(w), isPaid: true };
      const transactionId = ledger.post({
        type: 'expense',
        amount: w.amount,
        description: GENERATED_DESCRIPTIONS.paluwaganPayment(paluwagan.name, w.weekNumber),
        category: CATEGORY_PALUWAGAN,
        account,
        source: { kind: 'paluwagan-week', id: paluwagan.id, index: w.weekNumber, reversal: false },
      });
      return { ...w, isPaid: true, accountId: account.id, transactionId };
    });
    tx.update(ref, { weeklyPayments: weeklyPayments.map(weekToDoc), updatedAt: ts(now) });
    ledger.close();
  });
}

export interface UnpayWeeksInput {
  paluwaganId: string;
  weekNumbers: readonly number[];
  /**
   * The way out for weeks paid from an account that no longer exists (data of the original
   * product): mark them unpaid without a reversal instead of refusing.
   */
  withoutReversalForMissingAccounts?: boolean;
}

/**
 * Marks weeks unpaid; each week paid from an account gets an income reversal on that account.
 * Returns the weeks unmarked without a reversal (their account was gone), for the message.
 */
export function unpayWeeks(
  scope: DataScope,
  input: UnpayWeeksInput,
  now: Date = new Date(),
): Promise<{ withoutReversal: number[] }> {
  return runCommand(scope, async (tx) => {
    const { ref, paluwagan } = await readPaluwagan(tx, scope, input.paluwaganId);
    const selected = new Set(input.weekNumbers);
    const accounts = await readAccounts(
      tx,
      scope,
      paluwagan.weeklyPayments.filter((w) => selected.has(w.weekNumber)).map((w) => w.accountId),
    );
    const orphaned = (w: WeeklyPayment) =>
      selected.has(w.weekNumber) && !!w.accountId && !accounts.some((a) => a.id === w.accountId);
    const withoutReversal = input.withoutReversalForMissingAccounts
      ? paluwagan.weeklyPayments.filter(orphaned).map((w) => w.weekNumber)
      : [];
    const checked = {
      weeklyPayments: paluwagan.weeklyPayments.map((w) =>
        withoutReversal.includes(w.weekNumber) ? withoutLinks(w) : w,
      ),
    };
    assertValid(validateUnpayWeeks(checked, input.weekNumbers, accounts));
    const ledger = new Ledger(tx, scope, now);
    const weeklyPayments = paluwagan.weeklyPayments.map((w) => {
      if (!selected.has(w.weekNumber)) return w;
      const account = w.accountId ? accounts.find((a) => a.id === w.accountId) : undefined;
      if (account) {
        ledger.post({
          type: 'income',
          amount: w.amount,
          description: GENERATED_DESCRIPTIONS.paluwaganPaymentReversal(paluwagan.name, w.weekNumber),
          category: CATEGORY_PALUWAGAN,
          account,
          source: { kind: 'paluwagan-week', id: paluwagan.id, index: w.weekNumber, reversal: true },
        });
      }
      return unpaid(w);
    });
    tx.update(ref, { weeklyPayments: weeklyPayments.map(weekToDoc), updatedAt: ts(now) });
    ledger.close();
    return { withoutReversal };
  });
}

export interface ReceivePayoutInput {
  paluwaganId: string;
  /** The own number whose payout arrived. */
  number: number;
  accountId: string;
}

/** Credits payoutPerNumber to the account as a 'Paluwagan' income; refused before the payout date. */
export function receivePayout(scope: DataScope, input: ReceivePayoutInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const [{ ref, paluwagan }, accounts] = await Promise.all([
      readPaluwagan(tx, scope, input.paluwaganId),
      readAccounts(tx, scope, [input.accountId]),
    ]);
    assertValid(validatePayoutReceive(paluwagan, input.number, input.accountId, accounts, now));
    const account = accounts[0];
    const ledger = new Ledger(tx, scope, now);
    const transactionId = ledger.post({
      type: 'income',
      amount: paluwagan.payoutPerNumber,
      description: GENERATED_DESCRIPTIONS.paluwaganPayout(paluwagan.name, input.number),
      category: CATEGORY_PALUWAGAN,
      account,
      source: { kind: 'paluwagan-payout', id: paluwagan.id, index: input.number, reversal: false },
    });
    const numbers = paluwagan.numbers.map((n) =>
      n.number === input.number && n.isOwner ? { ...n, isPaid: true, accountId: account.id, transactionId } : n,
    );
    tx.update(ref, { numbers: numbers.map(numberToDoc), updatedAt: ts(now) });
    ledger.close();
  });
}

export interface UnreceivePayoutInput {
  paluwaganId: string;
  number: number;
  /** The way out when the credited account no longer exists: unmark without a reversal. */
  withoutReversalForMissingAccount?: boolean;
}

/**
 * Undoes a payout: an expense reversal on the credited account, which must still hold it.
 * Returns whether it was unmarked without a reversal (its account was gone).
 */
export function unreceivePayout(
  scope: DataScope,
  input: UnreceivePayoutInput,
  now: Date = new Date(),
): Promise<{ withoutReversal: boolean }> {
  return runCommand(scope, async (tx) => {
    const { ref, paluwagan } = await readPaluwagan(tx, scope, input.paluwaganId);
    const own = paluwagan.numbers.find((n) => n.number === input.number && n.isOwner);
    const accounts = await readAccounts(tx, scope, [own?.accountId]);
    const account = own?.accountId ? accounts.find((a) => a.id === own.accountId) : undefined;
    const withoutReversal = !!input.withoutReversalForMissingAccount && !!own?.accountId && !account;
    const checked = withoutReversal
      ? { ...paluwagan, numbers: paluwagan.numbers.map((n) => (n === own ? withoutLinks(n) : n)) }
      : paluwagan;
    assertValid(validatePayoutUnreceive(checked, input.number, accounts));
    const ledger = new Ledger(tx, scope, now);
    if (account) {
      ledger.post({
        type: 'expense',
        amount: paluwagan.payoutPerNumber,
        description: GENERATED_DESCRIPTIONS.paluwaganPayoutReversal(paluwagan.name, input.number),
        category: CATEGORY_PALUWAGAN,
        account,
        source: { kind: 'paluwagan-payout', id: paluwagan.id, index: input.number, reversal: true },
      });
    }
    const numbers = paluwagan.numbers.map((n) => (n.number === input.number && n.isOwner ? unpaid(n) : n));
    tx.update(ref, { numbers: numbers.map(numberToDoc), updatedAt: ts(now) });
    ledger.close();
    return { withoutReversal };
  });
}
