// /accounts, in the person's own books: a move into a household that did not finish (the function
// stopped, the tab closed) leaves the account locked, or hidden with copies left; moving it again
// goes on from where it stopped (the ledger's moveAccountIn).
import { useMoveAccountIn, useMyHouseholds, useUnfinishedMoves } from '@pitaka/data';
import { reportFailure, useMessageText } from '@pitaka/remote-kit';
import { toast } from 'react-toastify';
import { useAccountsText } from '../../i18n/accounts-text';

export function useUnfinishedMove() {
  const text = useAccountsText();
  const say = useMessageText();
  const [account] = useUnfinishedMoves();
  const householdId = account?.move?.householdId ?? '';
  const household = useMyHouseholds().data?.find((h) => h.id === householdId);
  const move = useMoveAccountIn(householdId);
  if (!account || !household) return null;
  const values = { account: account.name, household: household.name };

  async function finish() {
    try {
      await move.mutateAsync({ accountId: account.id });
      toast.success(text('move.done', values));
    } catch (error) {
      reportFailure(say.ofError(error, text('move.failed')), error, 'Finishing a move into a household failed');
    }
  }

  return { message: text('move.unfinished', values), busy: move.isPending, finish };
}
