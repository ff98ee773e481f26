// Builders for the specs of the monthly summaries and of the insights read from them.
import { toCentavos } from '../lib/money';
import type { SummarizedTransaction } from '../lib/summaries';
import { transferParts } from '../lib/transfers';

/** The documents of a transfer (with its fee, if any) between two accounts, as the ledger books them. */
export function bookedTransfer(
  fromAccountId: string,
  toAccountId: string,
  pesos: number,
  feePesos: number,
  date: Date,
): SummarizedTransaction[] {
  const valid = {
    fromAccountId,
    toAccountId,
    amount: toCentavos(pesos),
    fee: toCentavos(feePesos),
    received: toCentavos(pesos),
    note: '',
  };
  const from = { id: fromAccountId, name: fromAccountId };
  const to = { id: toAccountId, name: toAccountId };
  return transferParts('tr1', valid, from, to).map((part) => ({
    type: part.type,
    amount: part.amount,
    category: part.category,
    accountId: part.accountId,
    date,
    transfer: part.link,
  }));
}
