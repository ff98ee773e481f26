import {
  TRANSFER_ROLES,
  transferFromParts,
  transferPartId,
  type Transaction,
  type StoredTransfer,
} from '@pitaka/domain';
import { command, getByIdOrNull, paths, runQuery, type DataScope } from './scope';

export type { EditTransferInput, TransferFields } from '@pitaka/ledger';

/** Reads a transfer's parts by their ids (`{id}-out`, `-in`, `-fee`); null when the halves are not both there. */
export async function getTransfer(scope: DataScope, transferId: string): Promise<StoredTransfer | null> {
  return runQuery(async () => {
    const col = paths.transactions(scope);
    const parts = await Promise.all(TRANSFER_ROLES.map((role) => getByIdOrNull(col, transferPartId(transferId, role))));
    const stored = transferFromParts(parts.filter((p): p is Transaction => p?.transfer?.id === transferId));
    return stored ? { ...stored, transferId } : null;
  });
}

export const addTransfer = command('addTransfer');
export const editTransfer = command('editTransfer');
export const revertTransfer = command('revertTransfer');
