import { useEffect, useRef, type ReactNode } from 'react';
import { AccountSelect, type AccountOption } from './account-select';
import { Banner } from './banner';
import { Button } from './button';
import { Dialog } from './dialog';
import { MoneyInput } from './money-input';
import { RadioCardGroup, type RadioCardOption } from './radio-card-group';
import { uiText } from './i18n/ui-text';
import { VisuallyHidden } from './visually-hidden';

export type PaymentMethod = 'account' | 'markOnly';

export interface PaymentMethods {
  /** 'How was it paid?', 'Received how?'. */
  legend: string;
  account: Omit<RadioCardOption<PaymentMethod>, 'value'>;
  markOnly: Omit<RadioCardOption<PaymentMethod>, 'value'>;
}

export interface PaymentSourceDialogProps {
  open: boolean;
  /** 'Confirm Payment', 'Confirm Receipt', 'Select Account for Payout'. */
  title: string;
  /** What is being paid: rows and total. */
  summary: ReactNode;
  /** Offer 'mark only' beside the account; without it the account is the only way (a payout). */
  methods?: PaymentMethods;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** Undefined while the accounts load. */
  accounts: readonly AccountOption[] | undefined;
  accountId: string;
  onAccount: (accountId: string) => void;
  accountHint?: string;
  /** Asked when the amount is not known ahead (a recurring bill that varies): 'Amount paid'. */
  amount?: { label: string; value: string; onChange: (text: string) => void };
  /** A refusal: at its field when it is about the account or the amount, above the buttons otherwise. */
  error: { field: string; message: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Pay or receive scheduled rows from or into an account, or mark them only. */
export function PaymentSourceDialog({
  open,
  title,
  summary,
  methods,
  method,
  onMethod,
  accounts,
  accountId,
  onAccount,
  accountHint,
  amount,
  error,
  busy,
  onConfirm,
  onClose,
}: PaymentSourceDialogProps) {
  const text = uiText.useText();
  const selectRef = useRef<HTMLSelectElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const fromAccount = !methods || method === 'account';
  const accountError = fromAccount && error?.field === 'account' ? error.message : undefined;
  const amountError = amount && error?.field === 'amount' ? error.message : undefined;
  useEffect(() => {
    if (accountError) selectRef.current?.focus();
  }, [accountError]);
  useEffect(() => {
    if (amountError) amountRef.current?.focus();
  }, [amountError]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={summary}
      dismissible={!busy}
      busy={busy}
      footer={
        <>
          <Button
            type="button"
            $variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onClose()}
          >
            {text('cancel')}
          </Button>
          <Button type="button" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
            {busy ? text('saving') : text('confirm')}
          </Button>
        </>
      }
    >
      {amount && (
        <MoneyInput
          ref={amountRef}
          label={amount.label}
          currencySymbol="₱"
          value={amount.value}
          onChange={amount.onChange}
          disabled={busy}
          error={amountError}
        />
      )}
      {methods && (
        <RadioCardGroup
          legend={methods.legend}
          layout="column"
          options={[
            { value: 'account', ...methods.account },
            { value: 'markOnly', ...methods.markOnly },
          ]}
          value={method}
          onChange={onMethod}
          disabled={busy}
        />
      )}
      {fromAccount && (
        <AccountSelect
          ref={selectRef}
          options={accounts ?? []}
          placeholder={accounts ? undefined : text('account.loading')}
          value={accountId}
          onChange={onAccount}
          disabled={busy || !accounts}
          hint={accountHint}
          error={accountError}
        />
      )}
      {error && !accountError && !amountError && <Banner tone="error">{error.message}</Banner>}
      <VisuallyHidden role="status">{busy ? text('saving') : ''}</VisuallyHidden>
    </Dialog>
  );
}
