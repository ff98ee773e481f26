import { formatPeso, type Account } from '@pitaka/domain';
import { AccountSelect, Banner, Button, Dialog, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { weeksText } from '../detail-view';
import type { PayDialogState, PaymentMethod } from '../use-pay-weeks-flow';
import { accountOptions, accountPlaceholder } from './account-options';

const Methods = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: grid;
  gap: 0.5rem;
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
    font-size: 0.925rem;
  }
`;

const Choice = styled.div`
  display: grid;
  gap: 0.1rem;
  padding: 0.55rem 0.8rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 32px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  p {
    margin: 0 0 0 1.7rem;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: #f0fdfa;
  }
`;

function MethodChoice({
  label,
  note,
  checked,
  onSelect,
}: {
  label: string;
  note: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const noteId = useId();
  return (
    <Choice>
      <label>
        <input type="radio" name="payment-method" checked={checked} onChange={onSelect} aria-describedby={noteId} />
        {label}
      </label>
      <p id={noteId}>{note}</p>
    </Choice>
  );
}

export interface ConfirmPaymentDialogProps {
  state: PayDialogState | null;
  total: number;
  accounts: readonly Account[] | undefined;
  busy: boolean;
  onMethod: (method: PaymentMethod) => void;
  onAccount: (accountId: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirm Payment: 'Deduct from Account' (with the account) or 'Mark as Paid Only'. */
export function ConfirmPaymentDialog({ state, total, accounts, busy, ...on }: ConfirmPaymentDialogProps) {
  const deduct = state?.method === 'account';
  return (
    <Dialog
      open={state !== null}
      onClose={on.onClose}
      title="Confirm Payment"
      description={state && `${weeksText(state.weekNumbers)} · Total ${formatPeso(total)}`}
      dismissible={!busy}
      busy={busy}
      footer={
        <>
          <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={on.onClose}>
            Cancel
          </Button>
          <Button type="button" aria-disabled={busy || undefined} onClick={on.onConfirm}>
            {busy ? 'Saving...' : 'Confirm'}
          </Button>
        </>
      }
    >
      <Methods>
        <legend>How was it paid?</legend>
        <MethodChoice
          label="Deduct from Account"
          note="Records a Paluwagan expense and lowers the account's balance."
          checked={deduct}
          onSelect={() => on.onMethod('account')}
        />
        <MethodChoice
          label="Mark as Paid Only"
          note="No account changes."
          checked={!deduct}
          onSelect={() => on.onMethod('markOnly')}
        />
      </Methods>
      {deduct && (
        <AccountSelect
          label="Account"
          options={accountOptions(accounts)}
          placeholder={accountPlaceholder(accounts)}
          value={state?.accountId ?? ''}
          onChange={on.onAccount}
          error={state?.error ?? undefined}
        />
      )}
      {!deduct && state?.error && <Banner tone="error">{state.error}</Banner>}
    </Dialog>
  );
}
