// What the /backup page specs (English and Filipino) restore: one account with its opening balance.
import { toCentavos, type Backup } from '@pitaka/domain';
import { blobText } from '@pitaka/remote-kit/testing';

const CREATED = new Date('2026-01-05T01:00:00.000Z');

export function oneAccountBackup(madeAt: Date): Backup {
  return {
    id: 'backup-1',
    madeAt,
    profile: { currency: 'PHP', createdAt: CREATED },
    accounts: [{ id: 'wallet', name: 'Wallet', type: 'cash', balance: toCentavos(1000), createdAt: CREATED }],
    transactions: [
      {
        id: 'initial',
        type: 'income',
        amount: toCentavos(1000),
        description: 'Initial balance',
        category: 'Initial',
        accountId: 'wallet',
        accountName: 'Wallet',
        date: CREATED,
        createdAt: CREATED,
      },
    ],
    paluwagans: [],
    debts: [],
    recurring: [],
  };
}

/** A file as the user picks it. */
export const backupFileOf = (text: string, name = 'pitaka-backup-2026-11-27.json') =>
  new File([text], name, { type: 'application/json' });

/** jsdom's Blob has no text(); browsers have had it since 2020 (the restore reads the file with it). */
export function giveBlobsText(): void {
  beforeAll(() => {
    Blob.prototype.text ??= function (this: Blob) {
      return blobText(this);
    };
  });
}
