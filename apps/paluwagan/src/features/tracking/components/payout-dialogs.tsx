import { PALUWAGAN_MESSAGES, type Account } from '@pitaka/domain';
import { AccountSelect, Banner, Button, ConfirmDialog, Dialog } from '@pitaka/ui';
import type { ReceiveDialogState } from '../use-receive-payout-flow';
import type { UnreceiveDialogState } from '../use-unreceive-payout-flow';
import { DialogText } from './section';
import { accountOptions, accountPlaceholder } from './account-options';

export interface PayoutDialogProps {
  state: ReceiveDialogState | null;
  /** 'Number 2 · ₱2,000.00 · Mar 15, 2026'. */
  summary: string;
  accounts: readonly Account[] | undefined;
  busy: boolean;
  onAccount: (accountId: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Select Account for Payout': where the payout is credited. */
export function PayoutDialog({ state, summary, accounts, busy, onAccount, onConfirm, onClose }: PayoutDialogProps) {
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title="Select Account for Payout"
      description={summary}
      dismissible={!busy}
      busy={busy}
      footer={
        <>
          <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" aria-disabled={busy || undefined} onClick={onConfirm}>
            {busy ? 'Saving...' : 'Confirm'}
          </Button>
        </>
      }
    >
      <AccountSelect
        label="Account"
        options={accountOptions(accounts)}
        placeholder={accountPlaceholder(accounts)}
        value={state?.accountId ?? ''}
        onChange={onAccount}
        hint="The payout is recorded as a Paluwagan income in this account."
        error={state?.error ?? undefined}
      />
    </Dialog>
  );
}

export interface UnreceiveDialogProps {
  state: UnreceiveDialogState | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'This will create a reversal transaction to subtract the amount from the account. Continue?' */
export function UnreceiveDialog({ state, busy, onConfirm, onClose }: UnreceiveDialogProps) {
  return (
    <ConfirmDialog
      open={state !== null}
      title="Mark as Unreceived"
      message={PALUWAGAN_MESSAGES.confirmUnpayout}
      confirmLabel="Continue"
      busyLabel="Saving..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {state && <DialogText>Number {state.number}</DialogText>}
      {state?.accountMissing && (
        <Banner tone="info">
          The account it was received in no longer exists: it is marked unreceived without a reversal.
        </Banner>
      )}
      {state?.error && <Banner tone="error">{state.error}</Banner>}
    </ConfirmDialog>
  );
}
