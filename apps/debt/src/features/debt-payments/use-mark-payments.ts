import { useMarkDebtPayments } from '@pitaka/data';
import {
  DEBT_MESSAGES,
  debtPaymentsMarkedMessage,
  validateDebtMark,
  type Account,
  type Debt,
  type PaymentSource,
} from '@pitaka/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { reportFailure } from '../../kit/report-failure';

export type MarkChoice = 'account' | 'markOnly';

interface MarkDraft {
  indexes: number[];
  choice: MarkChoice;
  accountId: string;
  /** A refusal about the chosen account, shown at the account select. */
  error?: string;
}

function sourceOf(draft: MarkDraft): PaymentSource {
  return draft.choice === 'account' ? { kind: 'account', accountId: draft.accountId } : { kind: 'markOnly' };
}

/**
 * 'Confirm Payment' / 'Confirm Receipt': from or into an account (an expense for owe, an income
 * for owed, booked by the atomic command) or marked only. `accounts` is undefined while loading.
 */
export function useMarkPayments(debt: Debt, accounts: readonly Account[] | undefined, onMarked: () => void) {
  const command = useMarkDebtPayments();
  const [draft, setDraft] = useState<MarkDraft | null>(null);

  function open(indexes: number[]) {
    if (accounts && accounts.length === 0) {
      toast.error(DEBT_MESSAGES.createAccountFirst);
      return;
    }
    setDraft({ indexes, choice: 'account', accountId: '' });
  }

  const change = (patch: Partial<MarkDraft>) => setDraft((d) => (d ? { ...d, error: undefined, ...patch } : d));

  async function confirm() {
    if (!draft || command.isPending) return;
    const source = sourceOf(draft);
    const invalid = validateDebtMark(debt, draft.indexes, source, accounts ?? []);
    if (invalid && source.kind === 'account' && invalid !== DEBT_MESSAGES.paymentsNotFoundOrPaid) {
      setDraft({ ...draft, error: invalid });
      return;
    }
    try {
      await command.mutateAsync({ debtId: debt.id, indexes: draft.indexes, source });
      toast.success(debtPaymentsMarkedMessage(draft.indexes.length, debt.type));
      setDraft(null);
      onMarked();
    } catch (error) {
      reportFailure(error, DEBT_MESSAGES.markFailed, 'Failed to mark debt payments');
    }
  }

  return {
    draft,
    busy: command.isPending,
    open,
    setChoice: (choice: MarkChoice) => change({ choice }),
    setAccountId: (accountId: string) => change({ accountId }),
    confirm,
    cancel: () => !command.isPending && setDraft(null),
  };
}
