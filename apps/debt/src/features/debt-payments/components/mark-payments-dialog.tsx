import {
  accountOptionLabel,
  debtPaymentsTotal,
  debtTypeLabels,
  formatPeso,
  type Account,
  type Debt,
} from '@pitaka/domain';
import { AccountSelect, ConfirmDialog } from '@pitaka/ui';
import { useEffect, useRef } from 'react';
import { RadioGroup, type RadioOption } from '../../../kit/radio-group';
import type { MarkChoice } from '../use-mark-payments';
import { paymentsText } from './payment-words';

export interface MarkPaymentsDialogProps {
  debt: Debt;
  /** The payments to mark (0-based positions); the dialog is open while set. */
  indexes: readonly number[] | null;
  choice: MarkChoice;
  accountId: string;
  /** Undefined while the accounts load. */
  accounts: readonly Account[] | undefined;
  error?: string;
  busy: boolean;
  onChoiceChange: (choice: MarkChoice) => void;
  onAccountChange: (accountId: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirm Payment' / 'Confirm Receipt': from or into an account, or marked only. */
export function MarkPaymentsDialog({
  debt,
  indexes,
  choice,
  accountId,
  accounts,
  error,
  busy,
  onChoiceChange,
  onAccountChange,
  onConfirm,
  onCancel,
}: MarkPaymentsDialogProps) {
  const labels = debtTypeLabels(debt.type);
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (error) selectRef.current?.focus();
  }, [error]);
  const options: RadioOption<MarkChoice>[] = [
    { value: 'account', label: labels.accountOption },
    { value: 'markOnly', label: labels.markOnlyOption },
  ];
  const chosen = indexes ?? [];
  const verb = debt.type === 'owe' ? 'paid' : 'received';
  return (
    <ConfirmDialog
      open={indexes !== null}
      title={labels.confirmTitle}
      message={`${paymentsText(chosen)} (${formatPeso(debtPaymentsTotal(debt, chosen))}) will be marked as ${verb}.`}
      confirmLabel="Confirm"
      busyLabel="Saving..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <RadioGroup
        legend={debt.type === 'owe' ? 'Paid how?' : 'Received how?'}
        options={options}
        value={choice}
        onChange={onChoiceChange}
        disabled={busy}
      />
      {choice === 'account' && (
        <AccountSelect
          ref={selectRef}
          label="Account"
          options={(accounts ?? []).map((a) => ({ value: a.id, label: accountOptionLabel(a) }))}
          value={accountId}
          onChange={onAccountChange}
          placeholder={accounts ? 'Select an account' : 'Accounts not loaded'}
          disabled={busy || !accounts}
          error={error}
        />
      )}
    </ConfirmDialog>
  );
}
