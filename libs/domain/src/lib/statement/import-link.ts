import type { Transaction } from '../model';

/** What of a transaction the import's fingerprint covers: every field an edit can change. */
export type CheckedFields = Pick<Transaction, 'type' | 'amount' | 'description' | 'category' | 'accountId' | 'date'>;

// cyrb53 (a public-domain 53-bit string hash): short, fast and spread well enough that an edit
// going unnoticed is a chance of about 1 in 9e15. It detects change; it is not a security check.
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The fingerprint an import stores on each transaction it writes (`ImportLink.check`): the same
 * for the same type, amount, description, category, account and instant, different after any
 * edit of them. Undo compares it to tell the rows edited since the import.
 */
export function importCheck(t: CheckedFields): string {
  return hash53(JSON.stringify([t.type, t.amount, t.description, t.category, t.accountId, t.date.getTime()]));
}

/** Whether a transaction an import wrote is still as the import wrote it. */
export function isAsImported(t: Transaction): boolean {
  return t.import !== undefined && t.import.check === importCheck(t);
}
