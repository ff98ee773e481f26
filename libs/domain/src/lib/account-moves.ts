// Bringing an account into a household takes many commits (its whole history is copied, then
// removed from the person's own books). What the screens show must never be half of it: an
// account in transit is either shown whole where it was (`leaving`) or not at all (`left`, on
// the way out; `arriving`, on the way in), and the transactions of one not shown are not shown
// either. The ledger audit holds at every commit over what is shown (shownLedger).
import type { Account, AccountMove, Transaction, TransferLink } from './model';
import type { RawLedger } from './ledger-audit';
import { CATEGORY_TRANSFER } from './lookups';

const HIDDEN: readonly AccountMove['state'][] = ['left', 'arriving'];

/** Whether an account is shown in its books: any account not half-way into or out of them. */
export function isAccountShown(account: Pick<Account, 'move'>): boolean {
  return !account.move || !HIDDEN.includes(account.move.state);
}

/** The ids of the accounts not shown: their transactions are not shown either. */
export function hiddenAccountIds(accounts: readonly Pick<Account, 'id' | 'move'>[]): Set<string> {
  return new Set(accounts.filter((a) => !isAccountShown(a)).map((a) => a.id));
}

/**
 * The accounts of a person's own books still on their way out: a move cut off (the function
 * stopped, the tab closed) that running it again finishes.
 */
export function unfinishedMoves<A extends Pick<Account, 'move'>>(accounts: readonly A[]): A[] {
  return accounts.filter((a) => a.move?.state === 'leaving' || a.move?.state === 'left');
}

/** The books as the screens show them: without the accounts in transit and their transactions. */
export function shownLedger(state: RawLedger): RawLedger {
  const hidden = new Set(
    Object.entries(state.accounts)
      .filter(([, a]) => a['move'] && HIDDEN.includes(a['move']['state']))
      .map(([id]) => id),
  );
  if (hidden.size === 0) return state;
  return {
    ...state,
    accounts: Object.fromEntries(Object.entries(state.accounts).filter(([id]) => !hidden.has(id))),
    transactions: state.transactions.filter((t) => !hidden.has(t.accountId)),
  };
}

/**
 * A transfer's part as a plain transaction, for a transfer that would span two books once one of
 * its accounts moves: its halves become an expense and an income in the category Transfer, its fee
 * stays an expense in Fees, and the description says what it was ('Transfer to BPI Savings').
 */
export function transferPartAsPlain<T extends Pick<Transaction, 'category' | 'transfer'>>(
  part: T,
): Omit<T, 'transfer'> {
  const { transfer, ...rest } = part;
  if (!transfer) return rest;
  return { ...rest, category: isHalf(transfer) ? CATEGORY_TRANSFER : rest.category };
}

function isHalf(link: TransferLink): boolean {
  return link.role === 'out' || link.role === 'in';
}
