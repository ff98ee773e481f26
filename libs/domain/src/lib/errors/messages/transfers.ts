// Transfers between own accounts (spec silent: a feature of this wave).
import type { CurrencyCode } from '../../model';

export const TRANSFER_MESSAGES = {
  selectFrom: 'Please select the account to transfer from',
  selectTo: 'Please select the account to transfer to',
  sameAccount: 'Choose two different accounts',
  validFee: 'Please enter a valid fee (0 or more)',
  transferNotFound: 'Transfer not found',
  brokenTransfer: 'This transfer is incomplete and cannot be changed as a whole',
  editAsTransfer: 'This transaction is part of a transfer. Edit the transfer instead.',
  added: 'Transfer recorded successfully!',
  addFailed: 'Failed to record the transfer',
  updateFailed: 'Failed to update the transfer',
  loadFailed: 'Failed to load the transfer',
  updated: 'Transfer updated successfully',
  reverted: 'Transfer reverted successfully',
  confirmRevert:
    'This reverts the whole transfer: both accounts get their money back, and its fee is removed too. Continue?',
} as const;

export function transferCurrencyMismatchMessage(
  fromName: string,
  fromCurrency: CurrencyCode,
  toName: string,
  toCurrency: CurrencyCode,
): string {
  return `Transfers between currencies are not supported yet: ${fromName} is in ${fromCurrency}, ${toName} is in ${toCurrency}.`;
}
