// Reads a user's raw stored tree for the domain's ledger audit (no converters: their rounding
// would hide drift). Used by the ledger property test after every random step.
import { collection, getDocs, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import type { RawLedger, RawTransaction } from '@pitaka/domain';

export { brokenLedgerRule as brokenRule, type RawLedger as RawState } from '@pitaka/domain';

async function readCollection(db: Firestore, root: string, name: string): Promise<Record<string, DocumentData>> {
  const snap = await getDocs(collection(db, `${root}/${name}`));
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function readRawState(db: Firestore, uid: string): Promise<RawLedger> {
  return readRawStateAt(db, `users/${uid}`);
}

/** The same for any books: `root` is `users/{uid}` or `households/{id}`. */
export async function readRawStateAt(db: Firestore, root: string): Promise<RawLedger> {
  const [accounts, paluwagans, debts, recurring, transactions, summaries, imports] = await Promise.all(
    ['accounts', 'paluwagans', 'debts', 'recurring', 'transactions', 'summaries', 'imports'].map((name) =>
      readCollection(db, root, name),
    ),
  );
  return {
    accounts,
    paluwagans,
    debts,
    recurring,
    summaries,
    imports,
    transactions: Object.entries(transactions).map(([id, t]) => ({ id, ...(t as Omit<RawTransaction, 'id'>) })),
  };
}
