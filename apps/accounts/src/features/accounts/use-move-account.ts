// /edit-account/{id}, in the person's own books: bringing the account into a household they own,
// with its whole history (a server job; domain account-moves.ts says what the screens show meanwhile).
import { useCurrentSpace, useMoveAccountIn, useMyHouseholds } from '@pitaka/data';
import type { Account } from '@pitaka/domain';
import { reportFailure, useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAccountsText } from '../../i18n/accounts-text';

export function useMoveAccount(account: Account) {
  const text = useAccountsText();
  const say = useMessageText();
  const navigate = useNavigate();
  const inHousehold = useCurrentSpace() !== null;
  const households = useMyHouseholds();
  // Only into a household the person owns, and only from their own books.
  const owned = inHousehold ? [] : (households.data ?? []).filter((h) => h.role === 'owner');
  const [chosenId, choose] = useState('');
  const chosen = owned.find((h) => h.id === chosenId) ?? owned[0];
  const move = useMoveAccountIn(chosen?.id ?? '');

  async function confirm() {
    if (!chosen) return;
    try {
      await move.mutateAsync({ accountId: account.id });
      toast.success(text('move.done', { account: account.name, household: chosen.name }));
      navigate('/accounts');
    } catch (error) {
      reportFailure(say.ofError(error, text('move.failed')), error, 'Moving the account into a household failed');
    }
  }

  return { households: owned, chosen, choose, busy: move.isPending, confirm };
}
