// {space}/commands/{key}: the receipt of a command run with a key, written in the command's own
// transaction, so that a retry after a lost answer finds it and gets the first result back
// (../port/once-by-key.ts). Only the trusted core writes receipts.
import type { StoredDoc, StoredDate } from './stored-doc';
import { codec } from './document';
import { readRequiredDate, readString } from './fields';

export interface CommandReceipt {
  /** The command's name (a key is never reused for another command). */
  command: string;
  /** What the first run answered, as JSON text. */
  result: string;
  at: Date;
}

export interface CommandReceiptDoc {
  command: string;
  result: string;
  at: StoredDate;
}

export const commandReceiptCodec = codec<CommandReceipt, CommandReceiptDoc>(
  (r) => ({ command: r.command, result: r.result, at: new Date(r.at.getTime()) }),
  (_id, d: StoredDoc) => ({
    command: readString(d['command']),
    result: readString(d['result'], 'null'),
    at: readRequiredDate(d['at']),
  }),
);
