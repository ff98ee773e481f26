import {
  ACCOUNT,
  CATEGORY_INITIAL,
  INITIAL_BALANCE_DESCRIPTION,
  accountInUse,
  paidRowMessages,
  assertValid,
  ZERO_CENTAVOS,
  type Centavos,
  validateNewAccount,
  validateAccountSetup,
  validateEditAccount,
  type Account,
  type AccountType,
  type CurrencyCode,
  type IsoCurrency,
  type LanguageCode,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import type { DocKind, Documents } from '../port/documents';
import { docIn, paths, type CollectionRef } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import { Ledger, assertDate, readCurrency, readOrRefuse, refuseMoving } from './ledger';
import { renameInSummaries } from './summaries-in-command';

export interface NewAccountInput {
  name: string;
  type: AccountType;
  /** Defaults to 0; when > 0 an 'Initial balance' income is booked too. In the account's currency. */
  initialBalance?: Centavos | null;
  /** The account's own ISO 4217 code; absent (or the books') for the books' currency. */
  currency?: string | null;
}

export interface SetupInput extends NewAccountInput {
  email: string;
  currency: CurrencyCode;
}

/** Stages a new account with its initial balance as an 'Initial' income (when > 0). */
function openAccount(
  tx: LedgerTx,
  ctx: CommandContext,
  input: NewAccountInput & { currency?: IsoCurrency },
  ledger: Ledger,
): string {
  const initial = input.initialBalance ?? ZERO_CENTAVOS;
  const account: Account = {
    id: ctx.newId(),
    name: input.name.trim(),
    type: input.type,
    balance: ZERO_CENTAVOS,
    ...(input.currency ? { currency: input.currency } : {}),
    createdAt: ctx.now,
  };
  tx.set(paths(ctx.space).account(account.id), account);
  ledger.addAccount(account);
  if (initial > 0) {
    ledger.post({
      type: 'income',
      amount: initial,
      description: INITIAL_BALANCE_DESCRIPTION,
      category: CATEGORY_INITIAL,
      account,
    });
  }
  return account.id;
}

/**
 * First run: the profile (email, currency, setupComplete, createdAt) and the first account, all
 * in one transaction. Refused when setup is already complete.
 */
export const completeSetup: Command<SetupInput, { accountId: string }> = async (tx, ctx, input) => {
  assertValid(validateAccountSetup(input));
  const userRef = paths(ctx.space).user;
  const user = await tx.get(userRef);
  if (user?.setupComplete) throw new CommandError('refused', ACCOUNT.setupAlreadyComplete);
  // A user finishing setup has no transactions yet: their summaries start complete.
  const ledger = await Ledger.open(tx, ctx, [ctx.now], { newUser: true });
  const profile = { email: input.email, currency: input.currency, setupComplete: true };
  // An existing createdAt is left untouched (the rules refuse any change to it).
  if (user) tx.update(userRef, user.createdAt ? profile : { ...profile, createdAt: ctx.now });
  else tx.set(userRef, { ...profile, createdAt: ctx.now });
  const accountId = openAccount(tx, ctx, { ...input, currency: undefined }, ledger);
  ledger.close();
  return { accountId };
};

export interface LanguageChoiceInput {
  language: LanguageCode;
  /** When the user chose it (on whichever device): the newer of two choices wins. */
  chosenAt: Date;
}

/**
 * Remembers the language with the user's account, so another device starts in it, unless the
 * account already holds a newer choice (made on another device meanwhile): false then, and before
 * account setup, when there is no profile to hold it (the device keeps it meanwhile).
 */
export const saveLanguage: Command<LanguageChoiceInput, boolean> = async (tx, ctx, input) => {
  const userRef = paths(ctx.space).user;
  const user = await tx.get(userRef);
  if (!user) return false;
  assertDate(input.chosenAt);
  if (user.languageChosenAt && user.languageChosenAt > input.chosenAt) return false;
  tx.update(userRef, { language: input.language, languageChosenAt: input.chosenAt });
  return true;
};

/** A new account, in the books' currency or in its own (stored only then). */
export const createAccount: Command<NewAccountInput, { id: string }> = async (tx, ctx, input) => {
  const checked = assertValid(validateNewAccount(input, await readCurrency(tx, ctx)));
  const ledger = await Ledger.open(tx, ctx);
  const id = openAccount(tx, ctx, { ...input, currency: checked.currency }, ledger);
  ledger.close();
  return { id };
};

export interface UpdateAccountInput {
  accountId: string;
  name: string;
  type: AccountType;
}

/** Name and type only: the balance changes through transactions. */
export const updateAccount: Command<UpdateAccountInput, void> = async (tx, ctx, input) => {
  assertValid(validateEditAccount(input));
  const ref = paths(ctx.space).account(input.accountId);
  refuseMoving(await readOrRefuse(tx, ref, ACCOUNT.accountNotFound));
  await renameInSummaries(tx, ctx.space, input.accountId, input.name.trim());
  tx.update(ref, { name: input.name.trim(), type: input.type });
};

/**
 * Deletes an account; its transactions stay in the history under its name. Refused while any
 * paid paluwagan week, payout, debt payment or recurring occurrence points at it (they could
 * never be unmarked).
 * The account is read before the paluwagans and debts are listed: a payment from it that lands
 * after that read changes its balance, so this commit fails and the check runs again.
 */
export const deleteAccount: Command<{ accountId: string }, void> = async (tx, ctx, input) => {
  const at = paths(ctx.space);
  const ref = at.account(input.accountId);
  const account = await readOrRefuse(tx, ref, ACCOUNT.accountNotFound);
  refuseMoving(account);
  const [paluwagans, debts, recurring] = await Promise.all([
    readAll(tx, at.paluwagans),
    readAll(tx, at.debts),
    readAll(tx, at.recurring),
  ]);
  const inUse = paidRowMessages(account.id, paluwagans, debts, recurring);
  if (inUse.length > 0) throw new CommandError('refused', accountInUse(account.name, inUse[0], inUse.length));
  const ledger = await Ledger.open(tx, ctx, []);
  tx.delete(ref);
  ledger.forgetAccount(account.id);
  ledger.close();
};

/** Lists a collection's ids, then reads each document inside the command (so it is checked at commit). */
export async function readAll<K extends DocKind>(tx: LedgerTx, col: CollectionRef<K>): Promise<Documents[K][]> {
  const ids = await tx.listIds(col);
  const docs: (Documents[K] | undefined)[] = await Promise.all(ids.map((id) => tx.get(docIn(col, id))));
  return docs.filter((d) => d !== undefined) as Documents[K][];
}
